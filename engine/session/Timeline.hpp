#pragma once
// The time line of an open model file: where its time starts and ends, and the state at any instant in it —
// the prescribed motion sampled exactly, or the forward-dynamics run integrated (with checkpoints, through
// Trajectory, so scrubbing back and forth reproduces the same states). What the session shows at the
// current time and what a plot samples over a range both come from here.
#include <optional>
#include <string>
#include <vector>

#include "core/Result.hpp"
#include "io/ModelFile.hpp"
#include "model/State.hpp"
#include "simulation/Trajectory.hpp"

namespace wl {

class Timeline {
 public:
  /// `file` must outlive the time line (the session keeps both together).
  static Result<Timeline> create(const ModelFile& file);

  bool isForwardDynamics() const { return trajectory_.has_value(); }
  double startTime() const;
  /// The data's end, the simulation's duration, or the model file's "duration" (10 s by default) for an
  /// analytic motion.
  double endTime() const;

  /// Moves to time t (clamped to [start, end]) and writes the state there. A simulation that fails on the
  /// way stops where it failed: `state` is the last good state and the error says why.
  Status moveTo(double t, State& state);
  /// Forward dynamics: back to the initial state (the recorded run is dropped).
  void reset();
  /// The run's warnings (Simulator::warnings()); none for a prescribed motion.
  const std::vector<std::string>& warnings() const;

  /// States at non-decreasing times without moving the time line (plots, CSV export).
  class Walk {
   public:
    /// Writes the state at t (t must not decrease between calls).
    Status stateAt(double t, State& state);
    /// What this walk's own run met (a simulation near gimbal lock).
    const std::vector<std::string>& warnings() const;

   private:
    friend class Timeline;
    Walk(const Timeline& timeline, double t0);
    const Timeline* timeline_;
    std::optional<Simulator> simulator_;
  };
  Walk walkFrom(double t0) const { return Walk(*this, t0); }

 private:
  explicit Timeline(const ModelFile& file) : file_(&file) {}
  const ModelFile* file_;
  std::optional<Trajectory> trajectory_;
};

}  // namespace wl
