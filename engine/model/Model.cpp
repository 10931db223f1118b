#include "model/Model.hpp"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <sstream>
#include <unordered_set>

#include "core/NumberText.hpp"
#include "spatial/Rotation.hpp"

namespace wl {

const char* toString(LoadType type) {
  switch (type) {
    case LoadType::Force: return "force";
    case LoadType::Spring: return "spring";
    case LoadType::GroundReaction: return "ground_reaction";
    case LoadType::ExternalForce: return "external_force";
  }
  return "?";
}

int Model::findSegment(const std::string& segmentName) const {
  for (size_t i = 0; i < segments_.size(); ++i)
    if (segments_[i].name == segmentName) return static_cast<int>(i);
  return -1;
}

FrameId Model::findFrame(const std::string& frameName) const {
  for (size_t i = 0; i < frames_.size(); ++i)
    if (frames_[i].name == frameName) return static_cast<FrameId>(i);
  return kNoFrame;
}

PointId Model::findPoint(const std::string& pointName) const {
  for (size_t i = 0; i < points_.size(); ++i)
    if (points_[i].name == pointName) return static_cast<PointId>(i);
  const FrameId frame = findFrame(pointName);  // a bare frame name means its origin
  return frame == kNoFrame ? kNoPoint : frames_[static_cast<size_t>(frame)].origin;
}

int Model::findCoordinate(const std::string& coordinateName) const {
  for (size_t i = 0; i < coordinateNames_.size(); ++i)
    if (coordinateNames_[i] == coordinateName) return static_cast<int>(i);
  return -1;
}

int Model::findLoad(const std::string& loadName) const {
  for (size_t i = 0; i < loads_.size(); ++i)
    if (loads_[i].name == loadName) return static_cast<int>(i);
  return -1;
}

const CoordinateCoupling* Model::couplingOf(int k) const {
  for (const CoordinateCoupling& c : couplings_)
    if (c.follower == k) return &c;
  return nullptr;
}

bool Model::hasMasslessCoordinate() const {
  // Mass carried by each subtree, accumulated from the leaves up.
  std::vector<double> subtreeMass(segments_.size(), 0.0);
  std::vector<double> subtreeInertia(segments_.size(), 0.0);
  for (size_t i = segments_.size(); i-- > 0;) {
    subtreeMass[i] += segments_[i].inertia.mass;
    subtreeInertia[i] += segments_[i].inertia.I_C.trace();
    const int p = segments_[i].parent;
    if (p >= 0) {
      subtreeMass[static_cast<size_t>(p)] += subtreeMass[i];
      subtreeInertia[static_cast<size_t>(p)] += subtreeInertia[i];
    }
  }
  for (size_t i = 0; i < segments_.size(); ++i)
    if (segments_[i].joint.nq() > 0 && subtreeMass[i] <= 0.0 && subtreeInertia[i] <= 0.0) return true;
  return false;
}

ModelBuilder::ModelBuilder(std::string name) { model_.name_ = std::move(name); }

ModelBuilder& ModelBuilder::gravity(const Vec3& g_W) {
  model_.gravity_W_ = g_W;
  return *this;
}

ModelBuilder& ModelBuilder::baseMotion(BaseMotion base) {
  model_.base_ = std::move(base);
  return *this;
}

int ModelBuilder::addSegment(Segment segment) {
  model_.segments_.push_back(std::move(segment));
  return static_cast<int>(model_.segments_.size()) - 1;
}

int ModelBuilder::addObserverFrame(ObserverFrameDef frame) {
  model_.observerFrames_.push_back(std::move(frame));
  return static_cast<int>(model_.observerFrames_.size()) - 1;
}

int ModelBuilder::addLoad(Load load, std::string pointName) {
  model_.loads_.push_back(std::move(load));
  loadPointNames_.push_back(std::move(pointName));
  return static_cast<int>(model_.loads_.size()) - 1;
}

void ModelBuilder::addCoupling(CoordinateCoupling coupling) { model_.couplings_.push_back(std::move(coupling)); }

void ModelBuilder::addLoop(LoopConstraint loop) { model_.loops_.push_back(std::move(loop)); }

ModelBuilder& ModelBuilder::inertiasAsGiven() {
  inertiasAsGiven_ = true;
  return *this;
}

namespace {

std::string at(const char* list, size_t index, const char* field) {
  std::ostringstream s;
  s << list << '[' << index << ']';
  if (field && *field) s << '.' << field;
  return s.str();
}

std::string number(double x) { return formatShortest(x); }

bool isUnit(const Vec3& v) { return v.allFinite() && std::abs(v.norm() - 1.0) < 1e-9; }

bool validName(const std::string& name) {
  if (name.empty() || name.size() > 64) return false;
  for (char c : name)
    if (!(std::isalnum(static_cast<unsigned char>(c)) || c == '_' || c == '-')) return false;
  return true;
}

const char* kNameRule = "must be 1-64 characters of letters, digits, '_' or '-'";

// A general joint: at most six coordinates, one definition each, every coordinate driving some
// axis (else it would move no mass and name nothing), unit axes, finite functions.
Status validateGeneralJoint(const Joint& j) {
  const int n = j.generalCoordinateCount;
  if (n < 0 || n > 6) return Error{"coordinates", "a general joint has 0 to 6 coordinates, got " + std::to_string(n)};
  if (static_cast<int>(j.coordinates.size()) != n)
    return Error{"coordinates", "must define each of the joint's " + std::to_string(n) + " coordinate(s)"};
  std::vector<bool> used(static_cast<size_t>(n), false);
  for (size_t k = 0; k < j.axes.size(); ++k) {
    const JointAxis& a = j.axes[k];
    const std::string where = "axes[" + std::to_string(k) + "]";
    if (!isUnit(a.axis)) return Error{where + ".axis", "must be a unit vector"};
    if (a.coordinate < -1 || a.coordinate >= n) return Error{where + ".coordinate", "is not one of the joint's coordinates"};
    if (!a.function.isFinite()) return Error{where + ".function", "must be finite"};
    if (a.coordinate >= 0) used[static_cast<size_t>(a.coordinate)] = true;
  }
  for (int c = 0; c < n; ++c)
    if (!used[static_cast<size_t>(c)])
      return Error{"coordinates[" + std::to_string(c) + "]", "'" + j.coordinates[static_cast<size_t>(c)].name + "' drives no axis"};
  return Status::success();
}

// Couplings between existing, distinct coordinates, each coordinate following at most one leader and
// none following itself through others; ordered leaders first, so that one pass sets every follower.
Status resolveCouplings(const Model& m, std::vector<CoordinateCoupling>& couplings) {
  std::vector<int> couplingOfFollower(static_cast<size_t>(m.nq()), -1);
  for (size_t k = 0; k < couplings.size(); ++k) {
    CoordinateCoupling& c = couplings[k];
    if (!validName(c.name)) return Error{at("couplings", k, "name"), kNameRule};
    c.leader = m.findCoordinate(c.leaderName);
    c.follower = m.findCoordinate(c.followerName);
    if (c.leader < 0) return Error{at("couplings", k, "leader"), "'" + c.leaderName + "' is not a coordinate of this model"};
    if (c.follower < 0) return Error{at("couplings", k, "follower"), "'" + c.followerName + "' is not a coordinate of this model"};
    if (c.leader == c.follower) return Error{at("couplings", k, "follower"), "a coordinate cannot follow itself"};
    if (!c.function.isFinite()) return Error{at("couplings", k, "function"), "must be finite"};
    int& slot = couplingOfFollower[static_cast<size_t>(c.follower)];
    if (slot >= 0) return Error{at("couplings", k, "follower"), "'" + c.followerName + "' already follows another coordinate"};
    slot = static_cast<int>(k);
  }
  // Depth of each coupling in its chain of leaders (a leader that follows nobody: 0); a chain longer
  // than the couplings are many is a cycle.
  std::vector<int> depth(couplings.size(), -1);
  for (size_t k = 0; k < couplings.size(); ++k) {
    int d = 0;
    for (int leader = couplings[k].leader; couplingOfFollower[static_cast<size_t>(leader)] >= 0;
         leader = couplings[static_cast<size_t>(couplingOfFollower[static_cast<size_t>(leader)])].leader)
      if (++d > static_cast<int>(couplings.size()))
        return Error{at("couplings", k, "leader"), "the couplings form a cycle: '" + couplings[k].followerName + "' follows itself through others"};
    depth[k] = d;
  }
  std::vector<size_t> order(couplings.size());
  for (size_t k = 0; k < order.size(); ++k) order[k] = k;
  std::sort(order.begin(), order.end(), [&](size_t a, size_t b) { return depth[a] != depth[b] ? depth[a] < depth[b] : a < b; });
  std::vector<CoordinateCoupling> sorted;
  for (size_t k : order) sorted.push_back(std::move(couplings[k]));
  couplings = std::move(sorted);
  return Status::success();
}

Status validateLoops(const Model& m, std::vector<LoopConstraint>& loops) {
  for (size_t k = 0; k < loops.size(); ++k) {
    LoopConstraint& l = loops[k];
    if (l.name.empty()) return Error{at("loops", k, "name"), "must not be empty"};
    for (int s : {l.segmentA, l.segmentB})
      if (s < -1 || s >= m.segmentCount()) return Error{at("loops", k, "segment"), "is not a segment of this model"};
    if (l.segmentA == l.segmentB) return Error{at("loops", k, "segment"), "joins a segment to itself"};
    if (!l.p_AF.allFinite() || !l.p_BG.allFinite()) return Error{at("loops", k, "point"), "must be finite"};
    if (!asRotation(l.R_AF, l.R_AF) || !asRotation(l.R_BG, l.R_BG))
      return Error{at("loops", k, "orientation"), "must be a rotation: orthonormal (to 1e-3) with determinant +1"};
    if (l.kind == LoopKind::PointOnLine && !isUnit(l.direction_F)) return Error{at("loops", k, "direction"), "must be a unit vector"};
    if (!std::isfinite(l.distance) || l.distance < 0.0) return Error{at("loops", k, "distance"), "must be a finite number >= 0"};
  }
  return Status::success();
}

}  // namespace

Result<Model> ModelBuilder::build() const {
  Model m = model_;
  if (!m.gravity_W_.allFinite()) return Error{"gravity", "must be three finite numbers"};

  if (m.segments_.size() > static_cast<size_t>(kMaxSegments))
    return Error{"segments", "has " + std::to_string(m.segments_.size()) + " entries; at most " +
                                 std::to_string(kMaxSegments) + " are supported"};
  std::unordered_set<std::string> frameNames{"world", "base"};
  int nq = 0;
  for (size_t i = 0; i < m.segments_.size(); ++i) {
    Segment& s = m.segments_[i];
    if (!validName(s.name)) return Error{at("segments", i, "name"), kNameRule};
    if (!frameNames.insert(s.name).second)
      return Error{at("segments", i, "name"), "'" + s.name + "' is already used by another segment or frame"};
    if (s.parent >= static_cast<int>(i))
      return Error{at("segments", i, "parent"), "must name a segment defined before this one"};
    if (s.parent < -1) return Error{at("segments", i, "parent"), "is not a segment"};
    if (!std::isfinite(s.length) || s.length < 0.0)
      return Error{at("segments", i, "length"), "must be a finite number >= 0, got " + number(s.length)};
    if (!isUnit(s.direction)) return Error{at("segments", i, "direction"), "must be a non-zero finite vector"};
    // The drawing shape's sizes: zero is "the default", anything else a real size.
    if (!std::isfinite(s.shape.radius) || s.shape.radius < 0.0)
      return Error{at("segments", i, "shape.radius"), "must be a finite number > 0 (0: the default size), got " + number(s.shape.radius)};
    if (!std::isfinite(s.shape.width) || s.shape.width < 0.0)
      return Error{at("segments", i, "shape.width"), "must be a finite number > 0 (0: the default size), got " + number(s.shape.width)};
    if (!s.shape.normal_B.allFinite() || (s.shape.normal_B.squaredNorm() > 0.0 && !isUnit(s.shape.normal_B)))
      return Error{at("segments", i, "shape.normal"), "must be a non-zero finite vector"};
    const Status inertiaOk = inertiasAsGiven_ ? s.inertia.validateComputable() : s.inertia.validate();
    if (!inertiaOk) return Error{at("segments", i, inertiaOk.error().where.c_str()), inertiaOk.error().message};
    Joint& j = s.joint;
    if (j.name.empty()) j.name = s.name;
    if (!validName(j.name)) return Error{at("segments", i, "joint.name"), kNameRule};
    if ((j.type == JointType::Revolute || j.type == JointType::Prismatic) && !isUnit(j.axis))
      return Error{at("segments", i, "joint.axis"), "must be a non-zero finite vector"};
    if (j.type == JointType::General) {
      if (Status g = validateGeneralJoint(j); !g) return Error{at("segments", i, ("joint." + g.error().where).c_str()), g.error().message};
    } else if (!j.coordinates.empty() && static_cast<int>(j.coordinates.size()) != j.nq()) {
      return Error{at("segments", i, "joint.coordinates"), "must name " + std::to_string(j.nq()) + " coordinate(s)"};
    }
    for (size_t c = 0; c < j.coordinates.size(); ++c) {
      const CoordinateDef& def = j.coordinates[c];
      const std::string field = "joint.coordinates[" + std::to_string(c) + "]";
      if (!validName(def.name)) return Error{at("segments", i, field.c_str()), kNameRule};
      if (!std::isfinite(def.defaultValue)) return Error{at("segments", i, (field + ".default").c_str()), "must be finite"};
      if (!std::isfinite(def.armature) || def.armature < 0.0)
        return Error{at("segments", i, (field + ".armature").c_str()), "must be a finite number >= 0, got " + number(def.armature)};
      if (!std::isfinite(def.damping) || def.damping < 0.0)
        return Error{at("segments", i, (field + ".damping").c_str()), "must be a finite number >= 0, got " + number(def.damping)};
      if (!std::isfinite(def.stiffness) || def.stiffness < 0.0)
        return Error{at("segments", i, (field + ".stiffness").c_str()), "must be a finite number >= 0, got " + number(def.stiffness)};
      if (!std::isfinite(def.springRef)) return Error{at("segments", i, (field + ".spring_ref").c_str()), "must be finite"};
      if (std::isnan(def.rangeMin) || std::isnan(def.rangeMax) || def.rangeMin > def.rangeMax)
        return Error{at("segments", i, (field + ".range").c_str()), "must be two numbers, the first not above the second"};
    }
    if (!asRotation(j.R_PJ, j.R_PJ))
      return Error{at("segments", i, "joint.orientation"), "must be a rotation: orthonormal (to 1e-3) with determinant +1"};
    if (!j.p_PJ.allFinite()) return Error{at("segments", i, "joint.at"), "must be finite"};
    for (size_t k = 0; k < s.points.size(); ++k) {
      if (!validName(s.points[k].name)) return Error{at("segments", i, ("points." + s.points[k].name).c_str()), kNameRule};
      if (!s.points[k].p_B.allFinite())
        return Error{at("segments", i, ("points." + s.points[k].name).c_str()), "must be finite"};
      for (const char* builtin : {"proximal", "distal", "com"})
        if (s.points[k].name == builtin)
          return Error{at("segments", i, ("points." + s.points[k].name).c_str()), "is a built-in point name"};
    }
    j.qIndex = nq;
    nq += j.nq();
  }
  // Joint names must be unique: they name the generalized coordinates.
  std::unordered_set<std::string> jointNames;
  for (size_t i = 0; i < m.segments_.size(); ++i)
    if (!jointNames.insert(m.segments_[i].joint.name).second)
      return Error{at("segments", i, "joint.name"), "'" + m.segments_[i].joint.name + "' is already used by another joint"};

  const FrameId firstObserver = kFirstSegmentFrame + static_cast<FrameId>(m.segments_.size());
  for (size_t k = 0; k < m.observerFrames_.size(); ++k) {
    ObserverFrameDef& f = m.observerFrames_[k];
    if (!validName(f.name)) return Error{at("frames", k, "name"), kNameRule};
    if (!frameNames.insert(f.name).second)
      return Error{at("frames", k, "name"), "'" + f.name + "' is already used by another segment or frame"};
    if (f.parent < 0 || f.parent >= firstObserver + static_cast<FrameId>(k))
      return Error{at("frames", k, "parent"), "must be the world, the base, a segment or an earlier frame"};
    if (!asRotation(f.R_PF, f.R_PF))
      return Error{at("frames", k, "orientation"), "must be a rotation: orthonormal (to 1e-3) with determinant +1"};
    if (!f.p_PF.allFinite()) return Error{at("frames", k, "origin"), "must be finite"};
    if (!isUnit(f.spinAxis)) return Error{at("frames", k, "spin.axis"), "must be a non-zero finite vector"};
  }
  if (!isUnit(m.base_.axis)) return Error{"base.rotation.axis", "must be a non-zero finite vector"};

  // Frame and point tables.
  m.frames_.clear();
  m.points_.clear();
  m.segmentPointBase_.clear();
  auto addPoint = [&m](std::string name, FrameId frame, const Vec3& p) {
    m.points_.push_back({std::move(name), frame, p});
    return static_cast<PointId>(m.points_.size()) - 1;
  };
  m.frames_.push_back({"world", kNoFrame, -1, -1, addPoint("world.origin", kWorldFrame, Vec3::Zero()), kNoPoint});
  m.frames_.push_back({"base", kWorldFrame, -1, -1, addPoint("base.origin", kBaseFrame, Vec3::Zero()), kNoPoint});
  m.frames_[0].defaultAttachment = m.frames_[0].origin;
  m.frames_[1].defaultAttachment = m.frames_[1].origin;
  for (size_t i = 0; i < m.segments_.size(); ++i) {
    const Segment& s = m.segments_[i];
    const FrameId f = m.segmentFrame(static_cast<int>(i));
    m.segmentPointBase_.push_back(static_cast<PointId>(m.points_.size()));
    const PointId proximal = addPoint(s.name + ".proximal", f, Vec3::Zero());
    const PointId distal = addPoint(s.name + ".distal", f, s.distalPoint());
    addPoint(s.name + ".com", f, s.inertia.com);
    for (const NamedPoint& p : s.points) addPoint(s.name + "." + p.name, f, p.p_B);
    // Seed 000 attaches a segment's frame at its distal joint, so the parent's frame observes a
    // segment from that segment's proximal joint.
    m.frames_.push_back({s.name, m.parentFrameOf(static_cast<int>(i)), static_cast<int>(i), -1, proximal, distal});
  }
  for (size_t k = 0; k < m.observerFrames_.size(); ++k) {
    const ObserverFrameDef& o = m.observerFrames_[k];
    const FrameId f = firstObserver + static_cast<FrameId>(k);
    const PointId origin = addPoint(o.name + ".origin", f, Vec3::Zero());
    m.frames_.push_back({o.name, o.parent, -1, static_cast<int>(k), origin, origin});
  }

  m.coordinateNames_.clear();
  m.coordinates_.clear();
  m.coordinateSegment_.clear();
  std::unordered_set<std::string> coordinateNames;
  for (size_t i = 0; i < m.segments_.size(); ++i) {
    const Joint& j = m.segments_[i].joint;
    std::vector<CoordinateDef> defs = j.coordinates;
    if (defs.empty() && j.type == JointType::Spherical) {
      for (const char* axis : {"_x", "_y", "_z"}) defs.push_back({j.name + axis, CoordinateMotion::Rotational});
    } else if (defs.empty() && j.nq() == 1) {
      defs.push_back({j.name, j.type == JointType::Prismatic ? CoordinateMotion::Translational : CoordinateMotion::Rotational});
    }
    for (size_t c = 0; c < defs.size(); ++c) {
      if (!coordinateNames.insert(defs[c].name).second)
        return Error{at("segments", i, ("joint.coordinates[" + std::to_string(c) + "]").c_str()),
                     "'" + defs[c].name + "' is already used by another coordinate"};
      m.coordinateNames_.push_back(defs[c].name);
      m.coordinates_.push_back(defs[c]);
      m.coordinateSegment_.push_back(static_cast<int>(i));
    }
  }
  m.nq_ = nq;
  if (Status s = resolveCouplings(m, m.couplings_); !s) return s.error();
  if (Status s = validateLoops(m, m.loops_); !s) return s.error();
  m.hasPassiveJoints_ = std::any_of(m.coordinates_.begin(), m.coordinates_.end(), [](const CoordinateDef& c) { return c.hasPassiveForce(); });

  for (size_t k = 0; k < m.loads_.size(); ++k) {
    Load& load = m.loads_[k];
    if (!validName(load.name)) return Error{at("loads", k, "name"), kNameRule};
    for (size_t other = 0; other < k; ++other)
      if (m.loads_[other].name == load.name) return Error{at("loads", k, "name"), "'" + load.name + "' is already used"};
    if (load.segment < 0 || load.segment >= m.segmentCount())
      return Error{at("loads", k, "segment"), "is not a segment of this model"};
    const std::string& pointName = k < loadPointNames_.size() ? loadPointNames_[k] : std::string();
    if (load.type == LoadType::ExternalForce) {
      const FrameId frameCount = static_cast<FrameId>(m.frames_.size());
      if (load.frame < 0 || load.frame >= frameCount) return Error{at("loads", k, "frame"), "is not a frame of this model"};
      if (load.pointFrame < 0 || load.pointFrame >= frameCount) return Error{at("loads", k, "point_frame"), "is not a frame of this model"};
    } else if (load.type != LoadType::GroundReaction) {
      const std::string full = pointName.find('.') == std::string::npos
                                   ? m.segments_[static_cast<size_t>(load.segment)].name + "." + (pointName.empty() ? "distal" : pointName)
                                   : pointName;
      load.point = m.findPoint(full);
      if (load.point == kNoPoint) return Error{at("loads", k, "point"), "'" + full + "' is not a point of this model"};
      if (m.points_[static_cast<size_t>(load.point)].frame != m.segmentFrame(load.segment))
        return Error{at("loads", k, "point"), "'" + full + "' is not on segment '" + m.segments_[static_cast<size_t>(load.segment)].name + "'"};
    }
    if (load.type == LoadType::Force && load.frame != kWorldFrame && load.frame != m.segmentFrame(load.segment))
      return Error{at("loads", k, "frame"), "must be 'world' or the loaded segment's frame"};
    if (load.type == LoadType::Spring) {
      if (!std::isfinite(load.stiffness) || load.stiffness < 0.0)
        return Error{at("loads", k, "stiffness"), "must be a finite number >= 0, got " + number(load.stiffness)};
      if (!std::isfinite(load.restLength) || load.restLength < 0.0)
        return Error{at("loads", k, "rest_length"), "must be a finite number >= 0, got " + number(load.restLength)};
      if (!load.anchor_W.allFinite()) return Error{at("loads", k, "anchor"), "must be finite"};
    }
    if (load.type == LoadType::GroundReaction && !isUnit(load.up_W))
      return Error{at("loads", k, "up"), "must be a non-zero finite vector"};
  }
  return m;
}

}  // namespace wl
