#include "algorithms/TermBreakdown.hpp"

#include <string>

#include "algorithms/Kinematics.hpp"

namespace wl {

FrameId observerFrameFor(const Model& model, const Observer& observer, int segment) {
  switch (observer.kind) {
    case Observer::Kind::Frame: return observer.frame;
    case Observer::Kind::OwnFrame: return model.segmentFrame(segment);
    case Observer::Kind::ParentFrame: return model.parentFrameOf(segment);
  }
  return kWorldFrame;
}

PointId attachmentFor(const Model& model, const Observer& observer, int segment) {
  const FrameInfo& frame = model.frames()[static_cast<size_t>(observerFrameFor(model, observer, segment))];
  switch (observer.attachment) {
    case Observer::Attachment::FrameConvention: return frame.defaultAttachment;
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

bool isFixedIn(const Model& model, PointId point, FrameId frame) {
  const ModelPoint& p = model.points()[static_cast<size_t>(point)];
  if (p.frame == frame) return true;
  // A joint's centre is one point of both segments it joins: a child's proximal point is fixed in its
  // parent too unless the joint slides it (thigh@shank.proximal is thigh@thigh.distal, the knee).
  const FrameInfo& owner = model.frames()[static_cast<size_t>(p.frame)];
  if (owner.segment < 0 || point != model.proximalPoint(owner.segment)) return false;
  const Segment& child = model.segments()[static_cast<size_t>(owner.segment)];
  return model.parentFrameOf(owner.segment) == frame && child.joint.type != JointType::Prismatic;
}

Status validateObserver(const Model& model, const Observer& observer) {
  if (observer.kind == Observer::Kind::Frame &&
      (observer.frame < 0 || observer.frame >= static_cast<FrameId>(model.frames().size())))
    return Error{"observer", "is not a frame of this model"};
  if (observer.attachment == Observer::Attachment::Point) {
    if (observer.kind != Observer::Kind::Frame)
      return Error{"attachment", "a named attachment point needs one observer frame for all segments"};
    if (observer.point < 0 || observer.point >= static_cast<PointId>(model.points().size()))
      return Error{"attachment", "is not a point of this model"};
    if (!isFixedIn(model, observer.point, observer.frame)) {
      const ModelPoint& p = model.points()[static_cast<size_t>(observer.point)];
      return Error{"attachment", "'" + p.name + "' is not fixed in the observer frame '" +
                                     model.frames()[static_cast<size_t>(observer.frame)].name + "'"};
    }
  }
  return Status::success();
}

TermBreakdown::TermBreakdown(const Model& model)
    : segments(model.segments().size()),
      loads(model.loads().size()),
      observedJointWrench_W(model.segments().size()),
      distalWrench_W(model.segments().size()),
      distalReference_W(model.segments().size()) {
  for (size_t i = 0; i < model.segments().size(); ++i) {
    const PointId proximal = model.proximalPoint(static_cast<int>(i));
    observedJointWrench_W[i].about = distalWrench_W[i].about = distalReference_W[i].about = proximal;
  }
}

Vec3 aboutPointPosition(const Model& model, const Data& data, int segment, AboutPoint about) {
  const FrameState& B = data.frames[static_cast<size_t>(model.segmentFrame(segment))];
  switch (about) {
    case AboutPoint::Proximal: return B.p_WF;
    case AboutPoint::Com: return data.com[static_cast<size_t>(segment)].p;
    case AboutPoint::Distal: return B.toWorld(model.segments()[static_cast<size_t>(segment)].distalPoint());
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

// A world-frame wrench as seen in frame A (index a), about the world point `to_W` (named `about`).
Wrench worldWrenchIn(const FrameState& A, FrameId a, const Wrench& w_W, const Vec3& to_W, PointId about) {
  const Mat3 R_AW = A.R_WF.transpose();
  Wrench w;
  w.frame = a;
  w.force = R_AW * w_W.force;
  w.moment = R_AW * (w_W.moment + (w_W.point - to_W).cross(w_W.force));
  w.point = A.fromWorld(to_W);
  w.about = about;
  return w;
}

}  // namespace

void computeTermBreakdown(const Model& model, const Data& data, const Observer& observer, AboutPoint about,
                          TermBreakdown& out) {
  out.observer = observer;
  out.about = about;
  const Vec3& g_W = model.gravity_W();
  const size_t n = model.segments().size();
  for (size_t i = 0; i < n; ++i) {
    const Vec3& proximal_W = data.frames[static_cast<size_t>(model.segmentFrame(static_cast<int>(i)))].p_WF;
    out.distalWrench_W[i].resetAbout(proximal_W);
    out.distalReference_W[i].resetAbout(proximal_W);
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
    const Segment& s = model.segments()[i];
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
    // A world-frame wrench about the proximal joint, stored in {A} about J.
    auto setFromWorld = [&](Term t, const Wrench& atProximal_W) {
      Wrench& w = st[t];
      w.frame = a;
      w.force = R_AW * atProximal_W.force;
      w.moment = R_AW * (atProximal_W.moment + proximalArm_W.cross(atProximal_W.force));
      w.point = J_A;
      w.about = aboutId;
    };

    // The dynamic moment uses the segment's absolute rotation (seed 000): I α + ω × I ω about the COM.
    setAtCom(Term::Dynamic, m * rel.rDDot, R_AW * s.inertia.eulerMoment_W(B));
    setAtCom(Term::DAlembert, -m * attachmentAcceleration_A, Vec3::Zero());
    setAtCom(Term::Euler, -m * alpha.cross(rel.r), Vec3::Zero());
    setAtCom(Term::Centrifugal, -m * omega.cross(omega.cross(rel.r)), Vec3::Zero());
    setAtCom(Term::Coriolis, -2.0 * m * omega.cross(rel.rDot), Vec3::Zero());
    setAtCom(Term::Gravity, m * g_A, Vec3::Zero());
    setFromWorld(Term::External, data.externalWrench_W[i]);

    // Children pushed back on this segment through their joints (third law); they were processed
    // first and left their reactions here, both as observed in their own observer frames and as
    // the inertial recursion found them (world axes, about this segment's proximal joint).
    setFromWorld(Term::Distal, out.distalWrench_W[i]);

    // Solve the balance for the joint wrench: everything is about J in {A}, so plain sums are right.
    Wrench& joint = st[Term::Joint];
    joint = st[Term::Dynamic];
    for (Term t : {Term::DAlembert, Term::Euler, Term::Centrifugal, Term::Coriolis, Term::Gravity,
                   Term::External, Term::Distal}) {
      joint.force -= st[t].force;
      joint.moment -= st[t].moment;
    }

    // Keep the observed joint wrench in world axes about the proximal joint for the parent.
    Wrench& observed_W = out.observedJointWrench_W[i];
    observed_W.frame = kWorldFrame;
    observed_W.force = A.R_WF * joint.force;
    observed_W.moment = A.R_WF * joint.moment + (J_W - B.p_WF).cross(observed_W.force);
    observed_W.point = B.p_WF;
    if (s.parent >= 0) {
      const size_t p = static_cast<size_t>(s.parent);
      out.distalWrench_W[p].accumulate(-observed_W);
      out.distalReference_W[p].accumulate(-data.jointWrench_W[i]);
    }

    // Balance closed with the inertial frame's joint wrenches: zero to round-off when every
    // fictitious term is right.
    const Wrench& reference_W = data.jointWrench_W[i];
    const Wrench& distalReference_W = out.distalReference_W[i];
    Wrench& residual = st.residual;
    residual.frame = a;
    residual.point = J_A;
    residual.about = aboutId;
    residual.force = st[Term::Dynamic].force - R_AW * (reference_W.force + distalReference_W.force);
    residual.moment = st[Term::Dynamic].moment -
                      R_AW * (reference_W.moment + proximalArm_W.cross(reference_W.force) + distalReference_W.moment +
                              proximalArm_W.cross(distalReference_W.force));
    for (Term t : {Term::DAlembert, Term::Euler, Term::Centrifugal, Term::Coriolis, Term::Gravity, Term::External}) {
      residual.force -= st[t].force;
      residual.moment -= st[t].moment;
    }
  }

  for (size_t k = 0; k < model.loads().size(); ++k) {
    const Load& load = model.loads()[k];
    const AppliedLoad& applied = data.loads[k];
    const SegmentTerms& st = out.segments[static_cast<size_t>(load.segment)];
    const FrameState& A = data.frames[static_cast<size_t>(st.observerFrame)];
    const Vec3 J_W = aboutPointPosition(model, data, load.segment, about);
    out.loads[k] = worldWrenchIn(A, st.observerFrame, applied.wrench_W, J_W, aboutPointId(model, load.segment, about));
  }
}

namespace {
void expressSegmentIn(const Data& data, FrameId target, SegmentTerms& st) {
  for (Wrench& w : st.terms) w = w.expressedIn(target, data.frames);
  st.residual = st.residual.expressedIn(target, data.frames);
}
}  // namespace

void expressBreakdownIn(const Data& data, FrameId target, TermBreakdown& breakdown) {
  for (SegmentTerms& st : breakdown.segments) expressSegmentIn(data, target, st);
  for (Wrench& w : breakdown.loads) w = w.expressedIn(target, data.frames);
}

void expressBreakdownInOwnFrames(const Model& model, const Data& data, TermBreakdown& breakdown) {
  for (SegmentTerms& st : breakdown.segments) expressSegmentIn(data, model.segmentFrame(st.segment), st);
  for (size_t k = 0; k < model.loads().size(); ++k)
    breakdown.loads[k] = breakdown.loads[k].expressedIn(model.segmentFrame(model.loads()[k].segment), data.frames);
}

double jointWrenchDiscrepancy(const Model& model, const Data& data, const TermBreakdown& breakdown) {
  double worst = 0.0;
  for (size_t i = 0; i < model.segments().size(); ++i) {
    const Wrench& observed = breakdown.observedJointWrench_W[i];
    const Wrench& reference = data.jointWrench_W[i];  // same frame (world), same point (the proximal joint)
    worst = std::max(worst, (observed.force - reference.force).cwiseAbs().maxCoeff());
    worst = std::max(worst, (observed.moment - reference.moment).cwiseAbs().maxCoeff());
  }
  return worst;
}

double jointWrenchScale(const Model& model, const Data& data) {
  double largest = 0.0;
  for (size_t i = 0; i < model.segments().size(); ++i) {
    largest = std::max(largest, data.jointWrench_W[i].force.cwiseAbs().maxCoeff());
    largest = std::max(largest, data.jointWrench_W[i].moment.cwiseAbs().maxCoeff());
  }
  return largest;
}

}  // namespace wl
