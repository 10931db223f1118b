#include "io/formats/KinematicsFile.hpp"

#include <cctype>
#include <cmath>
#include <cstdlib>
#include <memory>

#include "core/NumberText.hpp"
#include "io/codecs/JsonText.hpp"
#include "io/codecs/StorageFile.hpp"
#include "numerics/AngleUnwrap.hpp"
#include "numerics/Butterworth.hpp"
#include "numerics/CubicSpline.hpp"

namespace wl {
namespace {

constexpr size_t kMaxRows = 2000000;

std::string_view trim(std::string_view s) {
  while (!s.empty() && (s.front() == ' ' || s.front() == '\t' || s.front() == '\r')) s.remove_prefix(1);
  while (!s.empty() && (s.back() == ' ' || s.back() == '\t' || s.back() == '\r')) s.remove_suffix(1);
  return s;
}

std::string lower(std::string_view s) {
  std::string out(s);
  for (char& c : out) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return out;
}

struct Line {
  size_t number;
  std::string_view text;
};

// Splits on the separator; whitespace-separated (.mot) collapses runs of blanks.
void split(std::string_view line, char separator, std::vector<std::pair<size_t, std::string_view>>& cells) {
  cells.clear();
  if (separator == ' ') {
    size_t i = 0;
    while (i < line.size()) {
      while (i < line.size() && (line[i] == ' ' || line[i] == '\t')) ++i;
      if (i >= line.size()) break;
      size_t j = i;
      while (j < line.size() && line[j] != ' ' && line[j] != '\t') ++j;
      cells.emplace_back(i, line.substr(i, j - i));
      i = j;
    }
    return;
  }
  size_t start = 0;
  for (size_t i = 0; i <= line.size(); ++i) {
    if (i == line.size() || line[i] == separator) {
      cells.emplace_back(start, trim(line.substr(start, i - start)));
      start = i + 1;
    }
  }
}

struct Column {
  std::string name;
  double scale = 1.0;  // to radians (or metres)
};

Result<Column> parseHeaderCell(std::string_view cell, const std::string& where) {
  Column c;
  std::string_view name = trim(cell);
  if (name.size() >= 2 && name.front() == '"' && name.back() == '"') name = name.substr(1, name.size() - 2);
  const size_t open = name.find('[');
  if (open != std::string_view::npos) {
    const size_t close = name.find(']', open);
    if (close == std::string_view::npos) return Error{where, "unit bracket not closed in \"" + std::string(name) + "\""};
    const std::string unit = lower(trim(name.substr(open + 1, close - open - 1)));
    if (unit == "deg" || unit == "degree" || unit == "degrees") c.scale = kPi / 180.0;
    else if (unit == "mm") c.scale = 1e-3;
    else if (unit == "cm") c.scale = 1e-2;
    else if (unit != "rad" && unit != "m" && unit != "s")
      return Error{where, "unknown unit [" + unit + "] (use rad, deg, m, cm, mm; time in s)"};
    name = trim(name.substr(0, open));
  }
  if (name.empty()) return Error{where, "empty column name"};
  c.name = std::string(name);
  return c;
}

}  // namespace

Result<Motion> parseKinematics(std::string_view text, const std::string& source, const Model& model,
                               const KinematicsOptions& options) {
  if (text.size() >= 3 && text.substr(0, 3) == "\xEF\xBB\xBF") text.remove_prefix(3);
  std::vector<Line> lines;
  size_t number = 0, pos = 0;
  while (pos <= text.size()) {
    size_t end = text.find('\n', pos);
    if (end == std::string_view::npos) end = text.size();
    ++number;
    std::string_view line = text.substr(pos, end - pos);
    if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
    lines.push_back({number, line});
    if (end == text.size()) break;
    pos = end + 1;
    if (lines.size() > kMaxRows + 1000) return Error{source, "has more than " + std::to_string(kMaxRows) + " rows"};
  }

  // OpenSim .mot: a header block ending in "endheader", where inDegrees says the unit.
  size_t first = 0;
  char separator = ',';
  double angleScale = 1.0;
  bool mot = false;
  for (size_t i = 0; i < lines.size(); ++i)
    if (lower(trim(lines[i].text)) == "endheader") {
      mot = true;
      // Degrees or radians as OpenSim's Storage decides it (a SIMM .mot with no version is in degrees).
      const size_t headerEnd = static_cast<size_t>(lines[i].text.data() - text.data());
      if (storageAnglesInDegrees(text.substr(0, headerEnd), source, nullptr)) angleScale = kPi / 180.0;
      first = i + 1;
      separator = ' ';
      break;
    }
  auto skippable = [](std::string_view l) {
    l = trim(l);
    return l.empty() || l.front() == '#';
  };
  while (first < lines.size() && skippable(lines[first].text)) ++first;
  if (first >= lines.size()) return Error{source, "has no header row (expected: time, then one column per coordinate)"};
  const Line& header = lines[first];
  if (!mot) {
    if (header.text.find('\t') != std::string_view::npos) separator = '\t';
    else if (header.text.find(';') != std::string_view::npos) separator = ';';
  }
  std::vector<std::pair<size_t, std::string_view>> cells;
  split(header.text, separator, cells);
  std::vector<Column> columns;
  for (const auto& [col, cell] : cells) {
    auto c = parseHeaderCell(cell, source + ":" + std::to_string(header.number) + ":" + std::to_string(col + 1));
    if (!c) return c.error();
    columns.push_back(*c);
  }
  if (columns.empty() || lower(columns[0].name) != "time")
    return Error{source + ":" + std::to_string(header.number) + ":1", "the first column must be \"time\""};

  // Which coordinate each column feeds; unknown names are refused so a typo cannot go unnoticed.
  std::vector<int> target(columns.size(), -1);
  std::vector<bool> covered(static_cast<size_t>(model.nq()), false);
  for (size_t c = 1; c < columns.size(); ++c) {
    const int k = model.findCoordinate(columns[c].name);
    if (k < 0) {
      std::string known;
      for (const auto& n : model.coordinateNames()) known += (known.empty() ? "" : ", ") + n;
      return Error{source + ":" + std::to_string(header.number) + ":" + std::to_string(cells[c].first + 1),
                   "column \"" + columns[c].name + "\" is not a coordinate of this model (" + known + ")"};
    }
    if (covered[static_cast<size_t>(k)])
      return Error{source + ":" + std::to_string(header.number), "coordinate \"" + columns[c].name + "\" appears twice"};
    covered[static_cast<size_t>(k)] = true;
    target[c] = k;
    // .mot angles follow inDegrees; translational coordinates stay in metres.
    if (mot && model.coordinates()[static_cast<size_t>(k)].motion == CoordinateMotion::Rotational) columns[c].scale *= angleScale;
  }
  for (int k = 0; k < model.nq(); ++k)
    if (!covered[static_cast<size_t>(k)] && !options.fallback && !model.couplingOf(k))
      return Error{source + ":" + std::to_string(header.number),
                   "no column for coordinate \"" + model.coordinateNames()[static_cast<size_t>(k)] + "\""};

  std::vector<double> time;
  std::vector<std::vector<double>> values(columns.size());
  for (size_t i = first + 1; i < lines.size(); ++i) {
    if (skippable(lines[i].text)) continue;
    split(lines[i].text, separator, cells);
    const std::string at = source + ":" + std::to_string(lines[i].number);
    if (cells.size() != columns.size())
      return Error{at, "has " + std::to_string(cells.size()) + " cells, the header has " + std::to_string(columns.size())};
    for (size_t c = 0; c < cells.size(); ++c) {
      const std::string_view cell = cells[c].second;
      double v = 0.0;
      const NumberText read = readPlainNumber(cell, v);
      if (read != NumberText::Number)
        return Error{at + ":" + std::to_string(cells[c].first + 1),
                     "\"" + std::string(cell) + "\" is not a " + (read == NumberText::OutOfRange ? "finite number" : "number")};
      values[c].push_back(v * columns[c].scale);
    }
    const double t = values[0].back();
    if (!time.empty() && !(t > time.back()))
      return Error{at, "time " + std::string(cells[0].second) + " does not increase (previous " + formatShortest(time.back()) + ")"};
    time.push_back(t);
    if (time.size() > kMaxRows) return Error{source, "has more than " + std::to_string(kMaxRows) + " rows"};
  }
  if (time.size() < 2) return Error{source, "needs at least 2 rows of data, found " + std::to_string(time.size())};

  // Angles that wrap at ±180° (as measurement systems write them) are unwrapped before filtering and
  // splining: a spline through a jump of 2π would read it as a velocity spike of 2π/dt.
  for (size_t c = 1; c < columns.size(); ++c)
    if (model.coordinates()[static_cast<size_t>(target[c])].motion == CoordinateMotion::Rotational)
      (void)unwrapAngles(values[c], 2.0 * kPi);

  if (options.lowPassHz > 0.0) {
    const double dt = (time.back() - time.front()) / static_cast<double>(time.size() - 1);
    for (size_t i = 1; i < time.size(); ++i)
      if (std::abs((time[i] - time[i - 1]) - dt) > 0.01 * dt)
        return Error{source, "the low-pass filter needs uniform sampling; the step changes at data row " + std::to_string(i + 1)};
    for (size_t c = 1; c < columns.size(); ++c)
      if (Status s = lowPassZeroLag(values[c], dt, options.lowPassHz); !s) return Error{source + ": " + s.error().where, s.error().message};
  }

  Motion motion;
  motion.source = source;
  motion.startTime = time.front();
  motion.endTime = time.back();
  motion.coordinates.resize(static_cast<size_t>(model.nq()));
  // A follower without a column follows its leader; other coordinates without one keep the fallback.
  for (const CoordinateCoupling& c : model.couplings())
    if (!covered[static_cast<size_t>(c.follower)]) motion.followers.push_back(c);
  for (int k = 0; k < model.nq(); ++k)
    if (!covered[static_cast<size_t>(k)] && !model.couplingOf(k)) motion.coordinates[static_cast<size_t>(k)] = options.fallback->coordinates[static_cast<size_t>(k)];
  for (size_t c = 1; c < columns.size(); ++c) {
    auto spline = CubicSpline::fit(time, values[c]);
    if (!spline) return Error{source + ": " + columns[c].name, spline.error().text()};
    motion.coordinates[static_cast<size_t>(target[c])] = TimeFunction::spline(std::make_shared<const CubicSpline>(std::move(*spline)));
  }
  return motion;
}

Result<Motion> loadKinematicsFile(const std::string& path, const Model& model, const KinematicsOptions& options) {
  auto text = readTextFile(path);
  if (!text) return text.error();
  return parseKinematics(*text, path, model, options);
}

}  // namespace wl
