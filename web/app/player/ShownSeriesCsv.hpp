#pragma once
// "Export CSV": the time series of the terms shown (each component of each shown term of each shown
// segment) and the joint torques over the whole time line, as the app's Time panel saves them. The
// numbers are the engine's, sampled on a workspace of their own (the lesson keeps its time), written
// by the same CSV writer as the CLI's (report/SeriesCsv.hpp).
#include <string>

#include "app/player/ViewState.hpp"
#include "session/Session.hpp"

namespace wl::web {

/// The time series of the shown terms and the joint torques, ready to be saved.
struct CsvExport {
  std::string fileName;  ///< records the lesson, observer and moment point
  std::string text;
  Status status;         ///< a sampling error (the text holds the samples before it)
};

/// 501 samples from the start to the end of `session`'s time line, in its view. With `decimalComma`
/// (the Help window; spreadsheets in German or Portuguese) numbers take a decimal comma and columns a
/// semicolon. `lessonId` names the file.
CsvExport exportShownSeries(const Session& session, const ViewState& view, const std::string& lessonId, bool decimalComma);

}  // namespace wl::web
