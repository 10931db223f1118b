#pragma once
// Time series of what a session shows (plots, CSV export): any term component of any segment, joint
// torques, coordinates and energies, sampled over a time range without moving the session's own time. The
// sampler owns its workspace (Data, breakdown, state), so the session stays untouched and a const session
// can be sampled.
#include <memory>
#include <string>
#include <vector>

#include "algorithms/TermBreakdown.hpp"
#include "core/Result.hpp"

namespace wl {

class Session;

/// One plotted or exported quantity: a component of one term of one segment.
struct SeriesKey {
  enum class Part { Force, Moment };
  enum class Component { X, Y, Z, Norm };
  int segment = 0;
  Term term = Term::Joint;
  Part part = Part::Force;
  Component component = Component::Norm;
};
/// A term (key), or a per-coordinate quantity (coordinate), or an energy. The torque parts split the
/// joint torque τ = M q̈ + C + G + E + P (algorithms/GeneralizedForces.hpp); LoadTorque is one load's part
/// of E (the parts of all loads sum to E); PassiveTorque is P, what balances the joint's own spring and damper.
struct SeriesRequest {
  enum class Kind {
    Term, JointTorque, Coordinate, Rate, Acceleration, KineticEnergy, PotentialEnergy, TotalEnergy,
    InertiaTorque, VelocityTorque, GravityTorque, ExternalTorque, LoadTorque, PassiveTorque
  };
  Kind kind = Kind::Term;
  SeriesKey key;
  int coordinate = 0;
  int load = 0;  ///< the model load, for LoadTorque
};
struct Series {
  std::vector<double> time;
  std::vector<std::vector<double>> values;  ///< one row per request, same length as time
  std::vector<std::string> warnings;        ///< what the sampled run met (a simulation near gimbal lock)
};

class SeriesSampler {
 public:
  SeriesSampler();
  ~SeriesSampler();
  SeriesSampler(SeriesSampler&&) noexcept;
  SeriesSampler& operator=(SeriesSampler&&) noexcept;

  /// Samples the requested quantities at `samples` evenly spaced times in [t0, t1] (clamped to the
  /// session's time line) in the session's current view (observer, moment point, axes). A simulation uses
  /// the same integration as the session's own time; if it stops, the series ends there (the rest NaN,
  /// so plots show a gap) and the error says why.
  Status sample(const Session& session, double t0, double t1, int samples, const std::vector<SeriesRequest>& requests,
                Series& out);
  /// The same at the given times, which must be in order and within the session's time line (the
  /// CLI's -t, or --from/--to with --samples or --step).
  Status sampleAt(const Session& session, const std::vector<double>& times, const std::vector<SeriesRequest>& requests, Series& out);

 private:
  struct Workspace;
  std::unique_ptr<Workspace> workspace_;  ///< sized for the model of the last call
};

}  // namespace wl
