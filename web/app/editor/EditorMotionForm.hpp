#pragma once
// A coordinate's motion as a form rather than JSON: the parts its time function sums (the format's: a
// constant, a rate from a start, one turn per period, a polynomial, sinusoids, rate pieces, a spline
// through samples, a sum of functions; io/formats/TimeFunctionJson.hpp), each added, removed or replaced as a
// whole; what the engine's own time function gives over the lesson's duration, for the preview; and the
// round numbers its axes are labelled with. No ImGui (EditorMotionUi.cpp draws the form,
// EditorMotionPlot.cpp the preview); unit-tested in tests/web/EditorTests.cpp.
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "core/Result.hpp"

namespace wl::web::editor {

enum class MotionPart { Constant, Rate, Period, Polynomial, Sinusoids, RatePieces, Spline, Sum };
inline constexpr MotionPart kMotionParts[] = {MotionPart::Constant, MotionPart::Rate,       MotionPart::Period, MotionPart::Polynomial,
                                              MotionPart::Sinusoids, MotionPart::RatePieces, MotionPart::Spline, MotionPart::Sum};

/// The part's key in the format ("rate_pieces"), and its name in the editor's lists ("rate pieces").
const char* motionPartKey(MotionPart part);
const char* motionPartName(MotionPart part);

/// The parts `function` sums, in kMotionParts' order: a number is a constant, null (no motion: the
/// coordinate stays at 0) has none; a "start" without a rate or period is the constant's offset.
std::vector<MotionPart> motionParts(const nlohmann::json& function);
/// A motion of just this part, to start from (a turn per 2π s, 0.5 rad either way every 2 s, …).
nlohmann::json motionExample(MotionPart part);
/// `function` with `part` added to what it sums (a number becomes {"constant": n, …}); unchanged when
/// it has that part (or holds rate and period, which the format refuses together).
nlohmann::json withMotionPart(nlohmann::json function, MotionPart part);
/// `function` without `part` (a rate's or period's "start" goes with it); what is left of an object
/// that is a constant alone is that number again, and nothing left is 0.
nlohmann::json withoutMotionPart(nlohmann::json function, MotionPart part);

/// "t value" per line (spaces, tabs, commas or semicolons between; other lines skipped): a spline
/// through the samples, or false for fewer than two.
bool tableToSpline(const std::string& table, nlohmann::json& spline);

/// The coordinate's value, rate and acceleration at `count` + 1 instants over [0, duration], from
/// the engine's time function (exact derivatives), run `speed` times as fast as the format's
/// motion.speed does. The engine's message when the function is not one.
struct MotionSamples {
  std::vector<double> t, q, qd, qdd;
};
Result<MotionSamples> sampleMotion(const nlohmann::json& function, double duration, double speed, int count);

/// Round values to label an axis from `lo` to `hi` with: multiples of 1, 2 or 5 × 10^k, within [lo, hi],
/// as many as fit in `most` — but at least two where any round step gives two (a few more than `most`
/// then). A span of nothing gets its one value.
std::vector<double> axisTicks(double lo, double hi, int most);

}  // namespace wl::web::editor
