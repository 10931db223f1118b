#pragma once
// OpenSim's tables (.mot, .sto): header lines up to "endheader" (version, nRows, nColumns, inDegrees,
// free text), a line of column labels, then one row of numbers per line, tab or space separated.
// Read as OpenSim's Storage reads them (Storage.cpp), with every leniency said in a note:
//  - the header's keys as OpenSim spells them: nRows, nr or datarows; nColumns, nc or datacolumns;
//    version; inDegrees; "key=value" or "key value" (SIMM's header);
//  - a .mot with no version (or version=0: SIMM's motion files, and opensim-core's own ID, Analyze,
//    CMC and RRA test inputs) is in degrees, whatever else its header says, as OpenSim reads it;
//  - up to version 1, a file with more rows than nRows is read up to nRows (OpenSim reads no further),
//    and one with fewer is read as far as it goes; nColumns that disagrees with the labels is noted
//    (the labels and rows decide); from version 2 (OpenSim 4's files) both are only information;
//  - a column label that appears twice keeps its first column (CoordinateData refuses two columns for one
//    coordinate).
// Time must increase. Errors name the file and the line (and column): "walk.mot:9:3: "abc" is not a number".
#include <string>
#include <string_view>
#include <vector>

#include "core/Result.hpp"

namespace wl {

/// More rows than this are refused (a 100 Hz trial of over half an hour), before any is parsed.
constexpr size_t kMaxStorageRows = 200000;

struct StorageTable {
  std::string name;                          ///< the first header line, when it is a name
  int version = 0;                           ///< the header's version (0 when it has none)
  bool inDegrees = false;
  std::vector<std::string> labels;           ///< column labels after "time"
  std::vector<double> time;
  std::vector<std::vector<double>> columns;  ///< one per label, each as long as time
  size_t labelLine = 0;                      ///< line of the labels (for messages)
  std::vector<std::string> notes;            ///< what was read leniently, as OpenSim reads it

  /// Index of the column with this exact label, or −1.
  int column(const std::string& label) const;
};

Result<StorageTable> parseStorage(std::string_view text, const std::string& source);

/// Whether the angles of a table with this header text (the lines before "endheader") are in degrees, by
/// OpenSim's rules above; `note` says so when that comes from its version, not its inDegrees line. For
/// readers of the same files outside OpenSim trials (the kinematics of our own models).
bool storageAnglesInDegrees(std::string_view headerText, const std::string& source, std::string* note);

/// OpenSim's storage text for a table: header (name, version=1, nRows, nColumns, inDegrees=no,
/// endheader), the labels, then rows of "%16.8f" numbers separated by tabs.
std::string formatStorage(const std::string& name, const std::vector<std::string>& labels,
                          const std::vector<double>& time, const std::vector<std::vector<double>>& rows);

}  // namespace wl
