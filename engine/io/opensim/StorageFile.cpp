#include "io/opensim/StorageFile.hpp"

#include <cctype>
#include <cerrno>
#include <cmath>
#include <cstdio>
#include <cstdlib>

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
  long nRows = -1, nColumns = -1;
  size_t nRowsLine = 0, nColumnsLine = 0;
  bool ended = false;
  std::string_view line;
  while (nextLine(line)) {
    const std::string_view t = trim(line);
    if (lower(t) == "endheader") {
      ended = true;
      break;
    }
    const size_t eq = t.find('=');
    if (eq == std::string_view::npos) {
      if (table.name.empty() && lineNumber == 1) table.name = std::string(t);
      continue;
    }
    const std::string key = lower(trim(t.substr(0, eq)));
    const std::string_view value = trim(t.substr(eq + 1));
    if (key == "nrows") {
      auto n = headerInteger(value, at(lineNumber));
      if (!n) return n.error();
      nRows = *n;
      nRowsLine = lineNumber;
    } else if (key == "ncolumns") {
      auto n = headerInteger(value, at(lineNumber));
      if (!n) return n.error();
      nColumns = *n;
      nColumnsLine = lineNumber;
    } else if (key == "indegrees") {
      const std::string v = lower(value);
      if (v != "yes" && v != "no") return Error{at(lineNumber), "inDegrees must be yes or no, got \"" + std::string(value) + "\""};
      table.inDegrees = v == "yes";
    }
  }
  if (!ended) return Error{source, "has no \"endheader\" line: not an OpenSim .mot/.sto file"};

  // Labels.
  std::vector<std::pair<size_t, std::string_view>> cells;
  bool haveLabels = false;
  while (!haveLabels && nextLine(line)) haveLabels = !trim(line).empty();
  if (!haveLabels) return Error{source, "has no column labels after \"endheader\""};
  table.labelLine = lineNumber;
  cellsOf(line, cells);  // OpenSim's Storage splits labels on blanks and tabs alike
  if (cells.empty() || lower(cells[0].second) != "time")
    return Error{at(lineNumber) + ":1", "the first column must be \"time\""};
  for (size_t c = 1; c < cells.size(); ++c) {
    const std::string label(cells[c].second);
    for (const std::string& other : table.labels)
      if (other == label) return Error{at(lineNumber) + ":" + std::to_string(cells[c].first), "column \"" + label + "\" appears twice"};
    table.labels.push_back(label);
  }
  const size_t width = cells.size();
  if (nColumns >= 0 && static_cast<size_t>(nColumns) != width)
    return Error{at(nColumnsLine), "nColumns=" + std::to_string(nColumns) + " but the table has " + std::to_string(width) +
                                       " columns (time and " + std::to_string(width - 1) + " more)"};
  table.columns.assign(table.labels.size(), {});
  if (nRows > 0 && static_cast<size_t>(nRows) <= kMaxStorageRows) {
    table.time.reserve(static_cast<size_t>(nRows));
    for (auto& c : table.columns) c.reserve(static_cast<size_t>(nRows));
  }

  // Rows.
  while (nextLine(line)) {
    if (trim(line).empty()) continue;
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
  if (nRows >= 0 && static_cast<size_t>(nRows) != table.time.size())
    return Error{at(nRowsLine), "nRows=" + std::to_string(nRows) + " but the table has " + std::to_string(table.time.size()) + " rows"};
  if (table.time.empty()) return Error{source, "has no rows of data"};
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
