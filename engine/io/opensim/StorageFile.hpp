#pragma once
// OpenSim's tables (.mot, .sto): header lines up to "endheader" (version, nRows, nColumns, inDegrees,
// free text), a line of column labels, then one row of numbers per line, tab or space separated.
// nRows and nColumns, when given, must be true; time must increase. Errors name the file and the
// line (and column): "walk.mot:9:3: "abc" is not a number".
#include <string>
#include <string_view>
#include <vector>

#include "core/Result.hpp"

namespace wl {

/// More rows than this are refused (a 100 Hz trial of over half an hour), before any is parsed.
constexpr size_t kMaxStorageRows = 200000;

struct StorageTable {
  std::string name;                          ///< the first header line, when it is a name
  bool inDegrees = false;
  std::vector<std::string> labels;           ///< column labels after "time"
  std::vector<double> time;
  std::vector<std::vector<double>> columns;  ///< one per label, each as long as time
  size_t labelLine = 0;                      ///< line of the labels (for messages)

  /// Index of the column with this exact label, or −1.
  int column(const std::string& label) const;
};

Result<StorageTable> parseStorage(std::string_view text, const std::string& source);

/// OpenSim's storage text for a table: header (name, version=1, nRows, nColumns, inDegrees=no,
/// endheader), the labels, then rows of "%16.8f" numbers separated by tabs.
std::string formatStorage(const std::string& name, const std::vector<std::string>& labels,
                          const std::vector<double>& time, const std::vector<std::vector<double>>& rows);

}  // namespace wl
