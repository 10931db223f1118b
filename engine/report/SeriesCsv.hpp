#pragma once
// Time series as a table: the column names (with units) that CSV headers and plot legends show, and the
// CSV text itself, written the same way by the CLI and by the app's "Export CSV".
#include <functional>
#include <ostream>
#include <string>
#include <vector>

#include "core/NumberFormat.hpp"
#include "session/SeriesSampler.hpp"

namespace wl {

/// Column name of a series, e.g. "upper_arm.coriolis.force.x [N]", "tau.slide [N]", "q.turn [rad]".
std::string seriesLabel(const Model& model, const SeriesRequest& request);

/// Every component of the chosen terms: for each segment, each term in legend order (kAllTerms) that
/// `chosen(segment, term)` accepts, its force then its moment, x y z (the CLI's `terms --format csv`
/// and the app's "Export CSV").
std::vector<SeriesRequest> termComponentColumns(const Model& model, const std::function<bool(int segment, Term term)>& chosen);

struct CsvOptions {
  int significantDigits = 12;
  /// Rows stop at the first time a simulation did not reach (NaN in the first column).
  bool stopAtGap = true;
  /// For a spreadsheet set to German or Portuguese: numbers with a decimal comma ("0,5") and the
  /// columns separated by ';' (the comma is taken), as those spreadsheets read and write CSV.
  NumberFormat numbers;
};

/// "time [s],<label>,…" (or ';' between columns with a decimal comma) then one row per sample.
void writeSeriesCsv(std::ostream& out, const Model& model, const std::vector<SeriesRequest>& requests,
                    const Series& series, const CsvOptions& options = {});

}  // namespace wl
