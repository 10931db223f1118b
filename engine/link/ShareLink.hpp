#pragma once
// The app's state as a URL hash, so a lecturer can share exactly what is on the projector:
//   #v2&lesson=radial-slider&step=3&t=0.6&frame=rod@rod.proximal&terms=joint,coriolis&theme=light&lang=de&p.segments[1].mass=2
//   #v2&lesson=robot&step=1&q=0,-1.2,1.5,0,0,0&qd=1,1,0,0,0,0   (a state set by hand)
//   &student=Ana%20Silva&seed=7   (a student's own numbers: lesson/Variant.hpp)
// v2 counts `step` as the Lesson panel does (step=3 is "Step 3 of 6"); a v1 link, as written until
// 2026-11, counts from 0 and is still read as such. Everything else is the same in both.
// A lesson that is not one of the app's own travels inside the link (docs/lesson-format.md, "A lesson
// in a link"): #v2&lesson=inline:<base64url of the zlib-compressed lesson>&step=…; the payload is kept
// as text here and read by the engine's loader (lesson/LessonLink.hpp). A robot or OpenSim trial opened
// from the user's files carries the files: #v2&files=<payload>&lesson=robot&… (io/formats/FileBundle.hpp).
// Decoding never trusts its input: a garbled, truncated, oversized or foreign hash yields an error
// message and the caller keeps (or falls back to) its defaults.
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "core/Result.hpp"

namespace wl {

constexpr size_t kMaxHashLength = 4096;  ///< everything but an inline lesson's payload
/// An inline lesson's payload (lesson/LessonLink.hpp: kMaxLessonLinkChars, 16 KB); the app offers the
/// file instead of a longer link.
constexpr size_t kMaxInlineLessonLength = 16384;
/// Files carried in a link (io/formats/FileBundle.hpp: kMaxFilesLinkChars); larger ones travel as one file.
constexpr size_t kMaxFilesLength = 16384;

struct ShareState {
  std::string lesson;
  std::string inlineLesson;  ///< the payload after "lesson=inline:" (base64url characters only), or ""
  /// The payload after "files=": the user's own files the lesson is opened from (an imported robot or
  /// OpenSim trial: io/formats/FileBundle.hpp), base64url characters only, or "". `lesson` then names the
  /// lesson they open as ("robot", "opensim-trial").
  std::string files;
  int step = -1;             ///< 0-based (the first step is 0, whatever the link's version); -1: not given
  double time = -1.0;        ///< < 0: not given
  std::string frame;         ///< observer name ("" = not given)
  std::string expressedIn;   ///< the axes the numbers are written in: observer, own or a frame ("" = not given)
  std::vector<std::string> terms;
  bool termsGiven = false;
  bool playing = false;
  std::string theme;         ///< "light" or "dark" ("" = not given; the page writes only "light")
  /// How bodies with their own meshes are drawn: "see-through", "meshes" or "capsules" ("" = not given:
  /// see-through; the page writes only the others).
  std::string bodies;
  std::string language;      ///< "en", "de" or "pt-BR" ("" = not given: the browser's language)
  std::vector<std::pair<std::string, std::string>> parameters;  ///< JSON path → JSON value text
  /// A state set by hand (q=, qd=, qdd=: comma-separated, one number per coordinate in the engine's
  /// units, rad or m), held at the link's time; empty: not given.
  std::vector<double> q, qd, qdd;
  std::string student;       ///< a student's name or ID, their own numbers (UTF-8; "" = none)
  std::string seed;          ///< the set of those numbers, decimal digits ("" = not given: 0)
};

/// Most numbers a link's q, qd or qdd may hold (a link must stay under kMaxHashLength).
constexpr size_t kMaxLinkCoordinates = 128;

std::string encodeShareState(const ShareState& state);
Result<ShareState> decodeShareState(std::string_view hash);

}  // namespace wl
