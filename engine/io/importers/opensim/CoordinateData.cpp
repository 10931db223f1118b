#include "io/importers/opensim/CoordinateData.hpp"

#include <algorithm>
#include <cmath>
#include <limits>
#include <memory>

#include "core/NumberText.hpp"
#include "numerics/AngleUnwrap.hpp"
#include "numerics/Butterworth.hpp"
#include "numerics/OpenSimLowpass.hpp"
#include "numerics/PiecewisePolynomial.hpp"
#include "numerics/SplineFits.hpp"
#include "core/NumberText.hpp"

namespace wl {
namespace {

constexpr double kMachineEpsilon = std::numeric_limits<double>::epsilon();  // SimTK::Eps
constexpr size_t kMaxResampleSize = 100000;                                  // Storage::MAX_RESAMPLE_SIZE

// Storage::pad → Signal::Pad: `pad` points before and after, the data reflected about its end
// point and negated (2 x_0 − x_k), which keeps the value and the slope at the ends.
std::vector<double> padded(const std::vector<double>& x, size_t pad) {
  const size_t n = x.size();
  std::vector<double> s;
  s.reserve(n + 2 * pad);
  for (size_t i = 0; i < pad; ++i) s.push_back(2.0 * x[0] - x[pad - i]);
  s.insert(s.end(), x.begin(), x.end());
  for (size_t i = 0; i < pad; ++i) s.push_back(2.0 * x[n - 1] - x[n - 2 - i]);
  return s;
}

// Storage::findIndex: the last row at or before t (0 before the first).
size_t lastRowAtOrBefore(const std::vector<double>& time, double t) {
  const auto it = std::upper_bound(time.begin(), time.end(), t);
  return it == time.begin() ? 0 : static_cast<size_t>(it - time.begin()) - 1;
}

// Where a coupling stands in the model's list (leaders first).
size_t rankOf(const Model& model, const CoordinateCoupling& c) {
  for (size_t k = 0; k < model.couplings().size(); ++k)
    if (model.couplings()[k].follower == c.follower) return k;
  return model.couplings().size();
}

// A follower whose column the file gives is taken as it is (as OpenSim's tool takes it); where that column
// breaks the coupling, say by how much, and name the likely cause when the file has it in degrees.
std::string couplingMismatch(const CoordinateCoupling& c, const std::vector<double>& leader, const std::vector<double>& follower) {
  double worst = 0.0, fx = 0.0, ff = 0.0;
  for (size_t i = 0; i < leader.size(); ++i) {
    const double expected = c.function.at(leader[i]).value;
    worst = std::max(worst, std::abs(follower[i] - expected));
    fx += follower[i] * expected;
    ff += expected * expected;
  }
  if (!(worst > 1e-4)) return {};
  std::string note = "the file's " + c.followerName + " does not follow " + c.leaderName + " as constraint " + c.name + " says: off by up to " +
                     formatShortest(worst) + " (rad or m); taken as the file gives it, as OpenSim takes it";
  const double ratio = ff > 0.0 ? fx / ff : 0.0;  // least-squares factor between the file's values and the coupling's
  if (std::abs(ratio - 180.0 / kPi) < 0.01 * 180.0 / kPi)
    note += ". Its values are 57.3 times the coupling's: the file holds this coupled coordinate in degrees although it says "
            "radians (OpenSim converts only rotational columns); leave the column out and it follows " + c.leaderName;
  return note;
}

std::string joined(const std::vector<std::string>& names) {
  std::string s;
  for (const std::string& n : names) s += (s.empty() ? "" : ", ") + n;
  return s;
}

}  // namespace

Result<CoordinateTrajectory> coordinateTrajectory(const StorageTable& table, const std::string& source, const Model& model,
                                                  const CoordinateOptions& options) {
  CoordinateTrajectory out;
  out.notes = table.notes;
  // 1. Columns to coordinates.
  std::vector<int> target(table.labels.size(), -1);
  std::vector<bool> covered(static_cast<size_t>(model.nq()), false);
  std::vector<std::string> extra;
  for (size_t c = 0; c < table.labels.size(); ++c) {
    const std::string& label = table.labels[c];
    int k = model.findCoordinate(label);
    const std::string suffix = "/value";
    if (k < 0 && label.size() > suffix.size() && label.compare(label.size() - suffix.size(), suffix.size(), suffix) == 0) {
      const std::string path = label.substr(0, label.size() - suffix.size());
      k = model.findCoordinate(path.substr(path.find_last_of('/') + 1));
    }
    if (k < 0) {
      if (std::find(extra.begin(), extra.end(), label) == extra.end()) extra.push_back(label);
      continue;
    }
    if (covered[static_cast<size_t>(k)])
      return Error{source + ":" + std::to_string(table.labelLine), "coordinate \"" + model.coordinateNames()[static_cast<size_t>(k)] + "\" has two columns"};
    covered[static_cast<size_t>(k)] = true;
    target[c] = k;
  }
  if (!extra.empty()) out.notes.push_back("columns not in the model, ignored: " + joined(extra));
  // A follower the file leaves out follows its leader (OpenSim's tool would hold it at its default, which
  // breaks the coupling); any other missing coordinate keeps its default, as in OpenSim.
  std::vector<std::string> missing, following;
  for (int k = 0; k < model.nq(); ++k) {
    if (covered[static_cast<size_t>(k)]) continue;
    if (const CoordinateCoupling* c = model.couplingOf(k)) {
      out.motion.followers.push_back(*c);
      following.push_back(c->followerName + " (follows " + c->leaderName + ")");
    } else {
      missing.push_back(model.coordinateNames()[static_cast<size_t>(k)]);
    }
  }
  if (!missing.empty()) out.notes.push_back("coordinates not in the file, held at their default values: " + joined(missing));
  if (!following.empty())
    out.notes.push_back("coordinates not in the file that follow another by a constraint, set from it (OpenSim's tool would hold "
                        "them at their defaults): " + joined(following));
  // The model's order, leaders first, whatever order the columns came in.
  std::sort(out.motion.followers.begin(), out.motion.followers.end(), [&](const CoordinateCoupling& a, const CoordinateCoupling& b) {
    return rankOf(model, a) < rankOf(model, b);
  });

  std::vector<double> time = table.time;
  std::vector<std::vector<double>> values;
  std::vector<int> columnOf;  // model coordinate of each kept column
  for (size_t c = 0; c < table.labels.size(); ++c)
    if (target[c] >= 0) {
      values.push_back(table.columns[c]);
      columnOf.push_back(target[c]);
    }
  const size_t minimumRows = 6;  // a natural quintic spline needs six
  if (!values.empty() && time.size() < minimumRows)
    return Error{source, "needs at least " + std::to_string(minimumRows) + " rows for the quintic splines, found " + std::to_string(time.size())};

  // 2. Unwrap angles.
  std::vector<std::string> unwrapped;
  for (size_t c = 0; c < values.size(); ++c) {
    if (model.coordinates()[static_cast<size_t>(columnOf[c])].motion != CoordinateMotion::Rotational) continue;
    const double period = table.inDegrees ? 360.0 : 2.0 * kPi;
    if (unwrapAngles(values[c], period)) unwrapped.push_back(model.coordinateNames()[static_cast<size_t>(columnOf[c])]);
  }
  if (!unwrapped.empty()) out.notes.push_back("angles unwrapped where they jumped by more than half a turn: " + joined(unwrapped));

  // 3. Filters.
  if (options.openSimLowpassHz >= 0.0 && options.butterworthHz > 0.0)
    return Error{"lowpass", "choose OpenSim's filter (the setup's cut-off) or ours (--lowpass), not both"};
  if (options.openSimLowpassHz == 0.0)
    return Error{"lowpass_cutoff_frequency_for_coordinates", "0 Hz would filter everything away; use -1 for no filter"};
  if (options.openSimLowpassHz > 0.0 && !values.empty()) {
    const size_t pad = time.size() / 2;
    time = padded(time, pad);
    for (auto& v : values) v = padded(v, pad);
    double dtMin = std::numeric_limits<double>::infinity();
    for (size_t i = 1; i < time.size(); ++i) dtMin = std::min(dtMin, time[i] - time[i - 1]);
    const double average = (time.back() - time.front()) / static_cast<double>(time.size() - 1);
    if (average - dtMin > kMachineEpsilon) {
      // Resample at the smallest step (OpenSim: through its degree-5 GCV splines, i.e. natural quintics).
      const double range = time.back() - time.front();
      if (range / dtMin > static_cast<double>(kMaxResampleSize)) dtMin = range / static_cast<double>(kMaxResampleSize);
      std::vector<double> grid;
      for (double x = time.front(); x <= time.back() && grid.size() <= kMaxResampleSize + 10; x += dtMin) grid.push_back(x);
      for (auto& v : values) {
        auto spline = fitNaturalSpline(time, v, 3);
        if (!spline) return Error{source, "resampling: " + spline.error().text()};
        std::vector<double> resampled(grid.size());
        for (size_t i = 0; i < grid.size(); ++i) resampled[i] = spline->at(grid[i]).value;
        v = std::move(resampled);
      }
      time = std::move(grid);
      out.notes.push_back("time steps differ: resampled every " + formatShortest(dtMin) + " s before filtering, as OpenSim does");
    }
    bool clamped = false;
    for (auto& v : values)
      if (Status s = lowPassOpenSim(v, dtMin, options.openSimLowpassHz, &clamped); !s) return Error{source + ": " + s.error().where, s.error().message};
    if (clamped) out.notes.push_back("the cut-off was at or above half the sampling rate: lowered to 0.49 of it, as OpenSim does");
  } else if (options.butterworthHz > 0.0 && !values.empty()) {
    const double dt = (time.back() - time.front()) / static_cast<double>(time.size() - 1);
    for (size_t i = 1; i < time.size(); ++i)
      if (std::abs((time[i] - time[i - 1]) - dt) > 0.01 * dt)
        return Error{source, "the low-pass filter needs uniform sampling; the step changes at data row " + std::to_string(i + 1)};
    for (auto& v : values)
      if (Status s = lowPassZeroLag(v, dt, options.butterworthHz); !s) return Error{source + ": " + s.error().where, s.error().message};
  }

  // 4. Degrees to radians, 5. splines.
  out.motion.coordinates.resize(static_cast<size_t>(model.nq()));
  for (int k = 0; k < model.nq(); ++k)
    out.motion.coordinates[static_cast<size_t>(k)] = TimeFunction::constant(model.coordinates()[static_cast<size_t>(k)].defaultValue);
  for (size_t c = 0; c < values.size(); ++c) {
    const int k = columnOf[c];
    if (table.inDegrees && model.coordinates()[static_cast<size_t>(k)].motion == CoordinateMotion::Rotational)
      for (double& x : values[c]) x *= kPi / 180.0;
    auto spline = fitNaturalSpline(time, values[c], 3);
    if (!spline) return Error{source + ": " + model.coordinateNames()[static_cast<size_t>(k)], spline.error().text()};
    out.motion.coordinates[static_cast<size_t>(k)] = TimeFunction::piecewise(std::make_shared<const PiecewisePolynomial>(std::move(*spline)));
  }
  for (const CoordinateCoupling& c : model.couplings()) {
    const auto leader = std::find(columnOf.begin(), columnOf.end(), c.leader);
    const auto follower = std::find(columnOf.begin(), columnOf.end(), c.follower);
    if (leader == columnOf.end() || follower == columnOf.end()) continue;
    const std::string note = couplingMismatch(c, values[static_cast<size_t>(leader - columnOf.begin())],
                                              values[static_cast<size_t>(follower - columnOf.begin())]);
    if (!note.empty()) out.notes.push_back(note);
  }

  // 6. Frames.
  const double first = std::max(time.front(), options.startTime);
  const double last = std::min(time.back(), options.endTime);
  if (last < first)
    return Error{"time_range", "[" + formatShortest(options.startTime) + ", " + formatShortest(options.endTime) +
                                   "] does not overlap the data (" + formatShortest(time.front()) + " to " + formatShortest(time.back()) + " s)"};
  const size_t i0 = lastRowAtOrBefore(time, first), i1 = lastRowAtOrBefore(time, last);
  out.frames.assign(time.begin() + static_cast<long>(i0), time.begin() + static_cast<long>(i1) + 1);
  out.motion.startTime = out.frames.front();
  out.motion.endTime = out.frames.back();
  out.motion.source = source;
  return out;
}

}  // namespace wl
