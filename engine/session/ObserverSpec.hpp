#pragma once
// Observers by name, as lesson files, URLs and the CLI write them: "world", "base", "own"
// (each segment in its own frame), "parent" (each segment in its parent's frame), or the name of
// any frame of the model (a segment or an observer frame), optionally "@point" to attach it at a
// named point instead of the default (e.g. "forearm@forearm.proximal").
#include <string>
#include <string_view>

#include "algorithms/TermBreakdown.hpp"
#include "core/Result.hpp"
#include "session/Session.hpp"

namespace wl {

Result<Observer> parseObserver(const Model& model, std::string_view text);
std::string observerName(const Model& model, const Observer& observer);

/// The axes the numbers are written in, independent of who observes: "observer" (the observer
/// frame's own axes, the default), "own" (each segment in its own axes) or any frame's name. Sets the
/// `expressIn…` fields of `view`.
Status parseExpressedIn(const Model& model, std::string_view text, ViewSettings& view);
std::string expressedInName(const Model& model, const ViewSettings& view);

Result<AboutPoint> parseAboutPoint(std::string_view text);  ///< "proximal", "com", "distal"
const char* toString(AboutPoint about);

}  // namespace wl
