#include "algorithms/TermBreakdown.hpp"

#include <string>

#include "algorithms/Kinematics.hpp"

namespace wl {

namespace {

// Every term's key (files, URLs, the CLI's JSON), label (people) and kind, in one table in the order
// of the Term enum. Colours and strokes are the front end's (web/render/TermStyle.hpp).
struct TermName {
  Term term;
  const char* key;
  const char* label;
  bool fictitious;  ///< vanishes for an inertial observer
};
constexpr TermName kTermNames[kTermCount] = {
    {Term::Dynamic, "dynamic", "dynamic", false},
    {Term::Joint, "joint", "joint", false},
    {Term::DAlembert, "dalembert", "D'Alembert", true},
    {Term::Euler, "euler", "Euler", true},
    {Term::Centrifugal, "centrifugal", "centrifugal", true},
    {Term::Coriolis, "coriolis", "Coriolis", true},
    {Term::Gravity, "gravity", "gravity", false},
    {Term::External, "external", "external", false},
    {Term::Distal, "distal", "distal joints", false},
};

constexpr bool termNamesInEnumOrder() {
  for (int k = 0; k < kTermCount; ++k)
    if (kTermNames[k].term != kAllTerms[static_cast<size_t>(k)]) return false;
  return true;
}
static_assert(termNamesInEnumOrder(), "kTermNames must list the terms in the order of the Term enum");

const TermName& termName(Term term) { return kTermNames[static_cast<int>(term)]; }

}  // namespace

const char* termKey(Term term) { return termName(term).key; }
const char* termLabel(Term term) { return termName(term).label; }

bool termFromKey(const std::string& key, Term& term) {
  for (const TermName& t : kTermNames) {
    if (key == t.key) {
      term = t.term;
      return true;
    }
  }
  return false;
}

bool isFictitious(Term term) { return termName(term).fictitious; }

FrameId observerFrameFor(const Model& model, const Observer& observer, int segment) {
  switch (observer.kind) {
    case Observer::Kind::Frame: return observer.frame;
    case Observer::Kind::OwnFrame: return model.segmentFrame(segment);
    case Observer::Kind::ParentFrame: return model.parentFrameOf(segment);
  }
  return kWorldFrame;
}

PointId attachmentFor(const Model& model, const Observer& observer, int segment) {
  const FrameInfo& frame = model.frames[static_cast<size_t>(observerFrameFor(model, observer, segment))];
  switch (observer.attachment) {
    case Observer::Attachment::Default: return frame.defaultAttachment;
    case Observer::Attachment::Origin: return frame.origin;
    case Observer::Attachment::Point: return observer.point;
  }
  return frame.origin;
}

PointId termApplicationPoint(const Model& model, int segment, Term term) {
  switch (term) {
    case Term::Joint: return model.proximalPoint(segment);
    case Term::Distal: return model.distalPoint(segment);
    case Term::External: return kNoPoint;
    case Term::Dynamic:
    case Term::DAlembert:
    case Term::Euler:
    case Term::Centrifugal:
    case Term::Coriolis:
    case Term::Gravity: return model.comPoint(segment);
  }
  return kNoPoint;
}

Wrench termAtApplicationPoint(const Model& model, const Data& data, int segment, Term term, const Wrench& w) {
  const PointId at = termApplicationPoint(model, segment, term);
  if (at == kNoPoint) return w;
  return w.translatedTo(data.frames[static_cast<size_t>(w.frame)].fromWorld(pointPosition(model, data, at)));
}

Status validateObserver(const Model& model, const Observer& observer) {
  if (observer.kind == Observer::Kind::Frame &&
      (observer.frame < 0 || observer.frame >= static_cast<FrameId>(model.frames.size())))
    return Error{"observer", "is not a frame of this model"};
  if (observer.attachment == Observer::Attachment::Point) {
    if (observer.kind != Observer::Kind::Frame)
      return Error{"attachment", "a named attachment point needs one observer frame for all segments"};
    if (observer.point < 0 || observer.point >= static_cast<PointId>(model.points.size()))
      return Error{"attachment", "is not a point of this model"};
    const ModelPoint& p = model.points[static_cast<size_t>(observer.point)];
    if (p.frame != observer.frame)
      return Error{"attachment", "'" + p.name + "' is not fixed in the observer frame '" +
                                     model.frames[static_cast<size_t>(observer.frame)].name + "'"};
  }
  return Status::success();
}

TermBreakdown::TermBreakdown(const Model& model)
    : segments(model.segments.size()),
      loads(model.loads.size()),
      observedJointForce_W(model.segments.size(), Vec3::Zero()),
      observedJointMoment_W(model.segments.size(), Vec3::Zero()),
      distalForce_W(model.segments.size(), Vec3::Zero()),
      distalMoment_W(model.segments.size(), Vec3::Zero()),
      distalRefForce_W(model.segments.size(), Vec3::Zero()),
      distalRefMoment_W(model.segments.size(), Vec3::Zero()) {}

Vec3 aboutPointPosition(const Model& model, const Data& data, int segment, AboutPoint about) {
  const FrameState& B = data.frames[static_cast<size_t>(model.segmentFrame(segment))];
  switch (about) {
    case AboutPoint::Proximal: return B.p_WF;
    case AboutPoint::Com: return data.com[static_cast<size_t>(segment)].p;
    case AboutPoint::Distal: return B.toWorld(model.segments[static_cast<size_t>(segment)].distalPoint());
  }
  return B.p_WF;
}

namespace {

PointId aboutPointId(const Model& model, int segment, AboutPoint about) {
  switch (about) {
    case AboutPoint::Proximal: return model.proximalPoint(segment);
    case AboutPoint::Com: return model.comPoint(segment);
    case AboutPoint::Distal: return model.distalPoint(segment);
  }
  return model.proximalPoint(segment);
}

// A wrench given by world-axis vectors (moment about `from_W`) as seen in frame A about `to_W`.
Wrench worldWrenchIn(const FrameState& A, FrameId a, const Vec3& force_W, const Vec3& moment_W,
                     const Vec3& from_W, const Vec3& to_W, PointId about) {
  const Mat3 R_AW = A.R_WF.transpose();
  Wrench w;
  w.frame = a;
  w.force = R_AW * force_W;
  w.moment = R_AW * (moment_W + (from_W - to_W).cross(force_W));
  w.point = A.fromWorld(to_W);
  w.about = about;
  return w;
}

}  // namespace

void computeTermBreakdown(const Model& model, const Data& data, const Observer& observer, AboutPoint about,
                          TermBreakdown& out) {
  out.observer = observer;
  out.about = about;
  const Vec3& g_W = model.gravity_W;
  const size_t n = model.segments.size();
  for (size_t i = 0; i < n; ++i) {
    out.distalForce_W[i].setZero();
    out.distalMoment_W[i].setZero();
    out.distalRefForce_W[i].setZero();
    out.distalRefMoment_W[i].setZero();
  }

  // What depends only on the observer frame and its attachment point (the frame's rotation, its
  // own motion, the attachment's acceleration, gravity in its axes) is evaluated once per frame:
  // with one observer frame for every segment, once per call.
  FrameId cachedFrame = kNoFrame;
  PointId cachedAttachment = kNoPoint;
  const FrameState* observerState = nullptr;
  PointMotion O;
  Mat3 R_AW = Mat3::Identity();
  Vec3 omega = Vec3::Zero(), alpha = Vec3::Zero();
  Vec3 attachmentAcceleration_A = Vec3::Zero(), g_A = Vec3::Zero();

  for (size_t i = n; i-- > 0;) {
    const int seg = static_cast<int>(i);
    const Segment& s = model.segments[i];
    const FrameId a = observerFrameFor(model, observer, seg);
    const PointId attachment = attachmentFor(model, observer, seg);
    if (observerState == nullptr || a != cachedFrame || attachment != cachedAttachment) {
      cachedFrame = a;
      cachedAttachment = attachment;
      observerState = &data.frames[static_cast<size_t>(a)];
      O = pointMotion(model, data, attachment);
      R_AW = observerState->R_WF.transpose();
      omega = R_AW * observerState->omega_W;
      alpha = R_AW * observerState->alpha_W;
      attachmentAcceleration_A = R_AW * O.a;
      g_A = R_AW * g_W;
    }
    const FrameState& A = *observerState;
    const FrameState& B = data.frames[static_cast<size_t>(model.segmentFrame(seg))];
    const PointMotion& C = data.com[i];
    const RelativeMotion rel = relativeMotionIn(A, C, O);  // r = C − O, derivatives in {A}
    const double m = s.inertia.mass;

    const Vec3 J_W = aboutPointPosition(model, data, seg, about);
    const PointId aboutId = aboutPointId(model, seg, about);
    const Vec3 J_A = A.fromWorld(J_W);
    const Vec3 C_A = A.fromWorld(C.p);
    const Vec3 comArm_A = C_A - J_A;        // moves a wrench from the COM to J
    const Vec3 proximalArm_W = B.p_WF - J_W;  // moves a wrench from the proximal joint to J

    SegmentTerms& st = out.segments[i];
    st.segment = seg;
    st.observerFrame = a;
    st.attachment = attachment;
    // A term acting at the COM (force, moment about the COM; {A} axes), stored about J.
    auto setAtCom = [&](Term t, const Vec3& force_A, const Vec3& momentAtCom_A) {
      Wrench& w = st[t];
      w.frame = a;
      w.force = force_A;
      w.moment = momentAtCom_A + comArm_A.cross(force_A);
      w.point = J_A;
      w.about = aboutId;
    };
    // A term given in world axes about the proximal joint, stored in {A} about J.
    auto setFromWorld = [&](Term t, const Vec3& force_W, const Vec3& momentAtProximal_W) {
      Wrench& w = st[t];
      w.frame = a;
      w.force = R_AW * force_W;
      w.moment = R_AW * (momentAtProximal_W + proximalArm_W.cross(force_W));
      w.point = J_A;
      w.about = aboutId;
    };

    // Euler's equation in body axes, where the tensor is constant (same as I_W α + ω × I_W ω).
    const Mat3& R_WB = B.R_WF;
    const Mat3& I_C = s.inertia.I_C;
    const Vec3 omega_B = R_WB.transpose() * B.omega_W;
    const Vec3 alpha_B = R_WB.transpose() * B.alpha_W;
    const Vec3 dynamicMoment_W = R_WB * (I_C * alpha_B + omega_B.cross(I_C * omega_B));
    setAtCom(Term::Dynamic, m * rel.rDDot, R_AW * dynamicMoment_W);
    setAtCom(Term::DAlembert, -m * attachmentAcceleration_A, Vec3::Zero());
    setAtCom(Term::Euler, -m * alpha.cross(rel.r), Vec3::Zero());
    setAtCom(Term::Centrifugal, -m * omega.cross(omega.cross(rel.r)), Vec3::Zero());
    setAtCom(Term::Coriolis, -2.0 * m * omega.cross(rel.rDot), Vec3::Zero());
    setAtCom(Term::Gravity, m * g_A, Vec3::Zero());
    setFromWorld(Term::External, data.externalForce_W[i], data.externalMoment_W[i]);

    // Children pushed back on this segment through their joints (third law); they were processed
    // first and left their reactions here, both as observed in their own observer frames and as
    // the inertial recursion found them (world axes, about this segment's proximal joint).
    const Vec3& distalRefForce_W = out.distalRefForce_W[i];
    const Vec3& distalRefMoment_W = out.distalRefMoment_W[i];
    setFromWorld(Term::Distal, out.distalForce_W[i], out.distalMoment_W[i]);

    // Solve the balance for the joint wrench: everything is about J in {A}, so plain sums are right.
    Wrench& joint = st[Term::Joint];
    joint = st[Term::Dynamic];
    for (Term t : {Term::DAlembert, Term::Euler, Term::Centrifugal, Term::Coriolis, Term::Gravity,
                   Term::External, Term::Distal}) {
      joint.force -= st[t].force;
      joint.moment -= st[t].moment;
    }

    // Keep the observed joint wrench in world axes about the proximal joint for the parent.
    out.observedJointForce_W[i] = A.R_WF * joint.force;
    out.observedJointMoment_W[i] = A.R_WF * joint.moment + (J_W - B.p_WF).cross(out.observedJointForce_W[i]);
    if (s.parent >= 0) {
      const size_t p = static_cast<size_t>(s.parent);
      const Vec3 arm = B.p_WF - data.frames[static_cast<size_t>(model.segmentFrame(s.parent))].p_WF;
      out.distalForce_W[p] -= out.observedJointForce_W[i];
      out.distalMoment_W[p] -= out.observedJointMoment_W[i] + arm.cross(out.observedJointForce_W[i]);
      out.distalRefForce_W[p] -= data.jointForce_W[i];
      out.distalRefMoment_W[p] -= data.jointMoment_W[i] + arm.cross(data.jointForce_W[i]);
    }

    // Balance closed with the inertial frame's joint wrenches: zero to round-off when every
    // fictitious term is right.
    const Vec3& jointRefForce_W = data.jointForce_W[i];
    const Vec3 refForce_A = R_AW * jointRefForce_W;
    const Vec3 refMoment_A = R_AW * (data.jointMoment_W[i] + proximalArm_W.cross(jointRefForce_W));
    const Vec3 distalForce_A = R_AW * distalRefForce_W;
    const Vec3 distalMoment_A = R_AW * (distalRefMoment_W + proximalArm_W.cross(distalRefForce_W));
    Vec3 rf = st[Term::Dynamic].force - refForce_A - distalForce_A;
    Vec3 rm = st[Term::Dynamic].moment - refMoment_A - distalMoment_A;
    for (Term t : {Term::DAlembert, Term::Euler, Term::Centrifugal, Term::Coriolis, Term::Gravity, Term::External}) {
      rf -= st[t].force;
      rm -= st[t].moment;
    }
    st.residual << rf, rm;
  }

  for (size_t k = 0; k < model.loads.size(); ++k) {
    const Load& load = model.loads[k];
    const AppliedLoad& applied = data.loads[k];
    const SegmentTerms& st = out.segments[static_cast<size_t>(load.segment)];
    const FrameState& A = data.frames[static_cast<size_t>(st.observerFrame)];
    const Vec3 J_W = aboutPointPosition(model, data, load.segment, about);
    out.loads[k] = worldWrenchIn(A, st.observerFrame, applied.force_W, applied.moment_W, applied.point_W, J_W,
                                 aboutPointId(model, load.segment, about));
  }
}

void expressBreakdownIn(const Data& data, FrameId target, TermBreakdown& breakdown) {
  for (SegmentTerms& st : breakdown.segments) {
    for (Wrench& w : st.terms) w = w.expressedIn(target, data.frames);
    const Mat3 R = rotationBetween(data.frames[static_cast<size_t>(target)], data.frames[static_cast<size_t>(st.observerFrame)]);
    st.residual.head<3>() = R * st.residual.head<3>();
    st.residual.tail<3>() = R * st.residual.tail<3>();
  }
  for (Wrench& w : breakdown.loads) w = w.expressedIn(target, data.frames);
}

double jointWrenchDiscrepancy(const Model& model, const Data& data, const TermBreakdown& breakdown) {
  double worst = 0.0;
  for (size_t i = 0; i < model.segments.size(); ++i) {
    worst = std::max(worst, (breakdown.observedJointForce_W[i] - data.jointForce_W[i]).cwiseAbs().maxCoeff());
    worst = std::max(worst, (breakdown.observedJointMoment_W[i] - data.jointMoment_W[i]).cwiseAbs().maxCoeff());
  }
  return worst;
}

}  // namespace wl
