#pragma once
// The model: everything that stays constant while a lesson plays (Pinocchio's Model). The segment
// tree, its joints and inertias, gravity, the prescribed motion of the base, extra observer frames
// and the external loads. Built and validated by ModelBuilder; read-only afterwards.
#include <string>
#include <vector>

#include "core/Result.hpp"
#include "model/Constraint.hpp"
#include "model/Load.hpp"
#include "model/Segment.hpp"
#include "numerics/TimeFunction.hpp"

namespace wl {

/// The most segments a model may have: every front end draws and evaluates them per frame, and a file that
/// asks for more is refused rather than left to exhaust the page.
constexpr int kMaxSegments = 1000;

/// The base frame's prescribed motion in the world (D'Alembert's arm accelerates it).
struct BaseMotion {
  VectorFunction position;          ///< origin in world coordinates
  Vec3 axis = Vec3::UnitZ();        ///< rotation axis (world)
  TimeFunction angle;               ///< rotation about `axis`
  bool isStatic() const { return position.isZero() && angle.isZero(); }
};

/// A named frame that only observes: fixed to a parent frame, optionally spinning about an axis
/// with a prescribed angle. Seeds call such frames {A}.
struct ObserverFrameDef {
  std::string name;
  FrameId parent = kWorldFrame;
  Mat3 R_PF = Mat3::Identity();
  Vec3 p_PF = Vec3::Zero();
  Vec3 spinAxis = Vec3::UnitZ();    ///< in F's rest orientation
  TimeFunction spin;
};

/// A named point fixed in some frame; the model's point table holds every one of them.
struct ModelPoint {
  std::string name;   ///< "hand.distal", "world.origin", "foot.heel"
  FrameId frame = kWorldFrame;
  Vec3 p_F = Vec3::Zero();
};

/// What a frame in the table is: the world, the base, a segment, or an observer frame.
struct FrameInfo {
  std::string name;
  FrameId parent = kNoFrame;
  int segment = -1;        ///< segment index for segment frames
  int observer = -1;       ///< index into observerFrames for observer frames
  PointId origin = kNoPoint;
  PointId defaultAttachment = kNoPoint;  ///< seed 000 convention, see TermBreakdown.hpp
};

/// Read-only once built: the tables (frames, points, coordinates, each joint's first coordinate) have
/// invariants that only ModelBuilder establishes and checks, so nothing outside the builder can change a
/// field. A default-constructed Model is empty (no segments); real ones come from ModelBuilder::build().
class Model {
 public:
  const std::string& name() const { return name_; }
  const Vec3& gravity_W() const { return gravity_W_; }
  const BaseMotion& base() const { return base_; }
  const std::vector<Segment>& segments() const { return segments_; }  ///< parents come before children
  const std::vector<ObserverFrameDef>& observerFrames() const { return observerFrames_; }
  const std::vector<Load>& loads() const { return loads_; }
  /// Coordinates that follow others (model/Constraint.hpp), ordered so that a leader that follows a
  /// coordinate itself comes first.
  const std::vector<CoordinateCoupling>& couplings() const { return couplings_; }
  /// Closed loops the file states, left open (their residual: algorithms/LoopResidual.hpp).
  const std::vector<LoopConstraint>& loops() const { return loops_; }
  /// The coupling coordinate k follows, or nullptr when it is free.
  const CoordinateCoupling* couplingOf(int k) const;

  // Tables built by ModelBuilder::build().
  const std::vector<FrameInfo>& frames() const { return frames_; }    ///< by FrameId: world, base, segments, observer frames
  const std::vector<ModelPoint>& points() const { return points_; }   ///< by PointId
  const std::vector<std::string>& coordinateNames() const { return coordinateNames_; }  ///< by coordinate index
  const std::vector<CoordinateDef>& coordinates() const { return coordinates_; }       ///< name, kind, default, range, locked
  const std::vector<int>& coordinateSegment() const { return coordinateSegment_; }      ///< segment owning each coordinate
  int nq() const { return nq_; }

  int segmentCount() const { return static_cast<int>(segments_.size()); }
  FrameId segmentFrame(int segment) const { return kFirstSegmentFrame + segment; }
  FrameId observerFrame(int observer) const { return kFirstSegmentFrame + segmentCount() + observer; }
  FrameId parentFrameOf(int segment) const {
    const int p = segments_[static_cast<size_t>(segment)].parent;
    return p < 0 ? kBaseFrame : segmentFrame(p);
  }

  /// Look-ups by name; -1 (kNoFrame, kNoPoint) when absent.
  int findSegment(const std::string& name) const;
  FrameId findFrame(const std::string& name) const;
  PointId findPoint(const std::string& name) const;   ///< "segment.point", "world.origin", or a frame name (its origin)
  int findCoordinate(const std::string& name) const;
  int findLoad(const std::string& name) const;

  /// Built-in points of every segment.
  PointId proximalPoint(int segment) const { return segmentPointBase_[static_cast<size_t>(segment)]; }
  PointId distalPoint(int segment) const { return segmentPointBase_[static_cast<size_t>(segment)] + 1; }
  PointId comPoint(int segment) const { return segmentPointBase_[static_cast<size_t>(segment)] + 2; }

  /// True when some coordinate has no mass beyond it (M would be singular: forward dynamics refuses).
  bool hasMasslessCoordinate() const;
  /// True when some joint has its own spring or damper (CoordinateDef::damping, stiffness): τ then has a
  /// passive part P beside M q̈ + C + G + E.
  bool hasPassiveJoints() const { return hasPassiveJoints_; }

 private:
  friend class ModelBuilder;
  std::string name_;
  Vec3 gravity_W_ = Vec3::Zero();
  BaseMotion base_;
  std::vector<Segment> segments_;
  std::vector<ObserverFrameDef> observerFrames_;
  std::vector<Load> loads_;
  std::vector<CoordinateCoupling> couplings_;
  std::vector<LoopConstraint> loops_;
  std::vector<FrameInfo> frames_;
  std::vector<ModelPoint> points_;
  std::vector<std::string> coordinateNames_;
  std::vector<CoordinateDef> coordinates_;
  std::vector<int> coordinateSegment_;
  int nq_ = 0;
  bool hasPassiveJoints_ = false;
  std::vector<PointId> segmentPointBase_;
};

/// Builds a Model and checks it: names unique and non-empty, parents defined before children,
/// lengths ≥ 0 and finite, unit axes, proper rotations, physical inertias, loads on existing
/// segments and points, constraints between existing coordinates and segments. Errors name the field
/// as a model-file path would ("segments[2].mass", "couplings[0].leader").
class ModelBuilder {
 public:
  explicit ModelBuilder(std::string name = "model");

  ModelBuilder& gravity(const Vec3& g_W);
  ModelBuilder& baseMotion(BaseMotion base);
  /// Adds a segment; its joint's qIndex is assigned here. Returns the segment's index.
  int addSegment(Segment segment);
  int addObserverFrame(ObserverFrameDef frame);
  /// Loads refer to points by name ("hand.distal"); resolved in build().
  int addLoad(Load load, std::string pointName = "");
  /// Coordinates by name (leaderName, followerName); resolved and checked in build(): both exist and
  /// differ, a coordinate follows at most one leader, no coordinate follows itself through others.
  void addCoupling(CoordinateCoupling coupling);
  void addLoop(LoopConstraint loop);
  /// Segments' inertias need only be computable (Inertia::validateComputable), not physical: OpenSim's
  /// files may hold moments that break the triangle inequality, which OpenSim uses as given. The importer
  /// says so in a note; our own files and the robot formats keep the full check.
  ModelBuilder& inertiasAsGiven();

  Result<Model> build() const;

 private:
  Model model_;
  std::vector<std::string> loadPointNames_;
  bool inertiasAsGiven_ = false;
};

}  // namespace wl
