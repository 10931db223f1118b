#include "io/codecs/StorageFile.hpp"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <cstdio>

#include "core/NumberText.hpp"

namespace wl {
namespace {

std::string_view trim(std::string_view s) {
  while (!s.empty() && std::isspace(static_cast<unsigned char>(s.front()))) s.remove_prefix(1);
  while (!s.empty() && std::isspace(static_cast<unsigned char>(s.back()))) s.remove_suffix(1);
  return s;
}

std::string lower(std::string_view s) {
  std::string out(s);
  for (char& c : out) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return out;
}

// Cells separated by runs of blanks or tabs, with their 1-based columns.
void cellsOf(std::string_view line, std::vector<std::pair<size_t, std::string_view>>& out) {
  out.clear();
  size_t i = 0;
  while (i < line.size()) {
    while (i < line.size() && std::isspace(static_cast<unsigned char>(line[i]))) ++i;
    size_t j = i;
    while (j < line.size() && !std::isspace(static_cast<unsigned char>(line[j]))) ++j;
    if (j > i) out.emplace_back(i + 1, line.substr(i, j - i));
    i = j;
  }
}

Result<long> headerInteger(std::string_view value, const std::string& where) {
  const std::string_view v = trim(value);
  double n = 0.0;
  if (!parsePlainNumber(v, n) || std::floor(n) != n || n < 0.0 || n > 1e15)
    return Error{where, "\"" + std::string(v) + "\" is not a whole number"};
  return static_cast<long>(n);
}

}  // namespace

int StorageTable::column(const std::string& label) const {
  for (size_t i = 0; i < labels.size(); ++i)
    if (labels[i] == label) return static_cast<int>(i);
  return -1;
}

namespace {

// The header as OpenSim's Storage::parseHeaders reads it: each line split at its first blank, tab or '='.
struct StorageHeader {
  std::string name;
  int version = 0;
  long nRows = -1, nColumns = -1;
  size_t nRowsLine = 0, nColumnsLine = 0;
  int inDegrees = -1;      // -1: not said; 0, 1: inDegrees=no / yes (or "Angles are in …" in version 0)
  bool anglesLine = false;  // the inDegrees value came from "Angles are in …" (only read in version 0)
};

bool isMotFile(const std::string& source) {  // OpenSim: the file name contains ".mot", in any case
  return lower(source).rfind(".mot") != std::string::npos;
}

Status readHeaderLine(std::string_view line, size_t lineNumber, const std::string& source, StorageHeader& h) {
  const std::string_view t = trim(line);
  if (t.empty()) return Status::success();
  const size_t cut = t.find_first_of(" \t=");
  const std::string key(t.substr(0, cut));
  std::string_view rest = cut == std::string_view::npos ? std::string_view() : t.substr(cut);
  while (!rest.empty() && (rest.front() == ' ' || rest.front() == '\t' || rest.front() == '=')) rest.remove_prefix(1);
  const std::string at = source + ":" + std::to_string(lineNumber);
  const std::string k = lower(key);
  if (k == "nrows" || k == "nr" || k == "datarows" || k == "ncolumns" || k == "nc" || k == "datacolumns") {
    auto n = headerInteger(rest, at);
    if (!n) return n.error();
    const bool rows = k == "nrows" || k == "nr" || k == "datarows";
    (rows ? h.nRows : h.nColumns) = *n;
    (rows ? h.nRowsLine : h.nColumnsLine) = lineNumber;
  } else if (k == "version") {
    auto n = headerInteger(rest, at);
    if (!n) return n.error();
    h.version = static_cast<int>(std::min(*n, 1000L));
  } else if (k == "indegrees") {
    const std::string v = lower(rest);
    if (v != "yes" && v != "y" && v != "no" && v != "n") return Error{at, "inDegrees must be yes or no, got \"" + std::string(rest) + "\""};
    h.inDegrees = v == "yes" || v == "y" ? 1 : 0;
    h.anglesLine = false;
  } else if (key == "Angles" && h.version == 0 && (t == "Angles are in degrees." || t == "Angles are in radians.")) {
    h.inDegrees = t == "Angles are in degrees." ? 1 : 0;
    h.anglesLine = true;
  } else if (lineNumber == 1 && h.name.empty()) {
    h.name = std::string(t);
  }
  return Status::success();
}

// Degrees or radians by OpenSim's rules; a note when the version decides rather than the file's own line.
bool anglesInDegrees(const StorageHeader& h, const std::string& source, std::string* note) {
  if (h.version < 1 && isMotFile(source)) {
    if (note)
      *note = std::string("no version line: a SIMM-era motion file, whose angles OpenSim reads in degrees") +
              (h.inDegrees == 0 ? " (it ignores inDegrees=no in such a file)" : "") + "; read in degrees";
    return true;
  }
  return h.inDegrees == 1;
}

}  // namespace

bool storageAnglesInDegrees(std::string_view headerText, const std::string& source, std::string* note) {
  StorageHeader h;
  size_t pos = 0, number = 0;
  while (pos <= headerText.size()) {
    size_t end = headerText.find('\n', pos);
    if (end == std::string_view::npos) end = headerText.size();
    (void)readHeaderLine(headerText.substr(pos, end - pos), ++number, source, h);  // a bad count does not decide the unit
    pos = end + 1;
  }
  return anglesInDegrees(h, source, note);
}

Result<StorageTable> parseStorage(std::string_view text, const std::string& source) {
  if (text.size() >= 3 && text.substr(0, 3) == "\xEF\xBB\xBF") text.remove_prefix(3);
  // Refuse an oversized file before parsing anything of it.
  size_t lineCount = 0;
  for (char c : text) lineCount += c == '\n';
  if (lineCount > kMaxStorageRows + 1000)
    return Error{source, "has " + std::to_string(lineCount) + " lines; at most " + std::to_string(kMaxStorageRows) + " rows are read"};

  StorageTable table;
  size_t pos = 0, lineNumber = 0;
  auto nextLine = [&](std::string_view& line) {
    if (pos > text.size()) return false;
    size_t end = text.find('\n', pos);
    if (end == std::string_view::npos) end = text.size();
    line = text.substr(pos, end - pos);
    if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
    pos = end + 1;
    ++lineNumber;
    return true;
  };
  auto at = [&](size_t line) { return source + ":" + std::to_string(line); };

  // Header.
  StorageHeader header;
  bool ended = false;
  std::string_view line;
  while (nextLine(line)) {
    if (lower(trim(line)) == "endheader") {
      ended = true;
      break;
    }
    if (Status s = readHeaderLine(line, lineNumber, source, header); !s) return s.error();
  }
  if (!ended) return Error{source, "has no \"endheader\" line: not an OpenSim .mot/.sto file"};
  table.name = header.name;
  table.version = header.version;
  std::string unitNote;
  table.inDegrees = anglesInDegrees(header, source, &unitNote);
  if (!unitNote.empty()) table.notes.push_back(source + ": " + unitNote);
  const bool legacy = header.version <= 1;  // OpenSim's own reader; from version 2 its file adapters

  // Labels.
  std::vector<std::pair<size_t, std::string_view>> cells;
  bool haveLabels = false;
  while (!haveLabels && nextLine(line)) haveLabels = !trim(line).empty();
  if (!haveLabels) return Error{source, "has no column labels after \"endheader\""};
  table.labelLine = lineNumber;
  cellsOf(line, cells);  // OpenSim's Storage splits labels on blanks and tabs alike
  if (cells.empty() || lower(cells[0].second) != "time")
    return Error{at(lineNumber) + ":1", "the first column must be \"time\""};
  std::vector<std::string> repeated;
  for (size_t c = 1; c < cells.size(); ++c) {
    const std::string label(cells[c].second);
    for (const std::string& other : table.labels)
      if (other == label && std::find(repeated.begin(), repeated.end(), label) == repeated.end()) repeated.push_back(label);
    table.labels.push_back(label);
  }
  if (!repeated.empty()) {
    std::string names;
    for (const std::string& r : repeated) names += (names.empty() ? "" : ", ") + r;
    table.notes.push_back(source + ": columns named twice, the first of each read: " + names);
  }
  const size_t width = cells.size();
  if (header.nColumns >= 0 && static_cast<size_t>(header.nColumns) != width && legacy)
    table.notes.push_back(at(header.nColumnsLine) + ": nColumns=" + std::to_string(header.nColumns) + " but the labels name " +
                          std::to_string(width) + " columns (time and " + std::to_string(width - 1) + " more): the labels are read, "
                          "as OpenSim warns and reads on");
  table.columns.assign(table.labels.size(), {});
  if (header.nRows > 0 && static_cast<size_t>(header.nRows) <= kMaxStorageRows) {
    table.time.reserve(static_cast<size_t>(header.nRows));
    for (auto& c : table.columns) c.reserve(static_cast<size_t>(header.nRows));
  }

  // Rows.
  size_t rowsInFile = 0;
  while (nextLine(line)) {
    if (trim(line).empty()) continue;
    ++rowsInFile;
    // OpenSim's own reader stops after nRows rows; the rest of such a file is counted, not read.
    if (legacy && header.nRows >= 0 && table.time.size() >= static_cast<size_t>(header.nRows)) continue;
    cellsOf(line, cells);
    if (cells.size() != width)
      return Error{at(lineNumber), "has " + std::to_string(cells.size()) + " numbers, the labels name " + std::to_string(width) + " columns"};
    for (size_t c = 0; c < width; ++c) {
      const std::string_view cell = cells[c].second;
      double v = 0.0;
      auto where = [&] { return at(lineNumber) + ":" + std::to_string(cells[c].first); };  // only for a message
      const NumberText read = readPlainNumber(cell, v);
      if (read != NumberText::Number)
        return Error{where(), "\"" + std::string(cell) + "\" is not a " + (read == NumberText::OutOfRange ? "finite number" : "number")};
      if (c == 0) {
        if (!table.time.empty() && !(v > table.time.back()))
          return Error{where(), "time " + std::string(cell) + " does not increase (the previous row is at " + formatShortest(table.time.back()) + ")"};
        table.time.push_back(v);
      } else {
        table.columns[c - 1].push_back(v);
      }
    }
  }
  if (table.time.empty()) return Error{source, "has no rows of data"};
  if (header.nRows >= 0 && static_cast<size_t>(header.nRows) != rowsInFile) {
    const std::string said = at(header.nRowsLine) + ": nRows=" + std::to_string(header.nRows) + " but the table has " + std::to_string(rowsInFile) + " rows";
    if (!legacy) table.notes.push_back(said + ": all of them read (nRows is only information in this file's version)");
    else if (rowsInFile > static_cast<size_t>(header.nRows))
      table.notes.push_back(said + ": the first " + std::to_string(header.nRows) + " read, as OpenSim reads no further");
    else table.notes.push_back(said + ": the " + std::to_string(rowsInFile) + " there are read");
  }
  return table;
}

std::string formatStorage(const std::string& name, const std::vector<std::string>& labels, const std::vector<double>& time,
                          const std::vector<std::vector<double>>& rows) {
  std::string out = name + "\nversion=1\nnRows=" + std::to_string(time.size()) + "\nnColumns=" + std::to_string(labels.size() + 1) +
                    "\ninDegrees=no\nendheader\ntime";
  for (const std::string& l : labels) out += "\t" + l;
  out += "\n";
  char cell[64];
  for (size_t i = 0; i < time.size(); ++i) {
    std::snprintf(cell, sizeof cell, "%16.8f", time[i]);
    out += cell;
    for (double v : rows[i]) {
      std::snprintf(cell, sizeof cell, "\t%16.8f", v + 0.0);
      out += cell;
    }
    out += "\n";
  }
  return out;
}

}  // namespace wl
