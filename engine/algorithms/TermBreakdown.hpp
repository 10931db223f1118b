#pragma once
// The full wrench balance of every segment as an observer in frame {A} writes it (seed 000):
//
//   W_dyn = W_joint + W_D'Alembert + W_Euler + W_centrifugal + W_Coriolis + W_gravity
//           + W_external + W_distal
//
// with, for segment mass m, COM C, and r = C − O the COM relative to the observer's attachment
// point O (a point fixed in {A}); ω, α the angular velocity/acceleration of {A} in the world and
// ṙ, r̈ derivatives taken in {A}, everything in {A} coordinates:
//   dynamic      [ m r̈ ;  I_C α_B + ω_B × I_C ω_B ]  at C   (α_B, ω_B: the segment's own rotation)
//   D'Alembert   −m a_O                               at C   (acceleration of O in the world)
//   Euler        −m α × r                             at C
//   centrifugal  −m ω × (ω × r)                       at C
//   Coriolis     −2m ω × ṙ                            at C
//   gravity      m g                                  at C
//   external     the model's loads on the segment (tip wrench, spring, ground reaction)
//   distal       −(joint wrenches of the child segments): Newton's third law
// Every term is then translated to the segment's proximal joint (moment += r × F). The joint
// wrench is solved from the balance; it is the same physical wrench in every observer frame, which
// jointWrenchDiscrepancy() measures against the inertial-frame recursion.
#include <array>
#include <vector>

#include "algorithms/Data.hpp"
#include "algorithms/Term.hpp"
#include "core/Result.hpp"
#include "spatial/Wrench.hpp"

namespace wl {


/// Who observes: one frame for every segment, or each segment from its own or its parent's frame.
/// The attachment point is the observer frame's point whose world acceleration becomes the
/// D'Alembert term; how the fictitious terms split depends on it, the joint wrench does not.
struct Observer {
  enum class Kind { Frame, OwnFrame, ParentFrame };
  enum class Attachment {
    FrameConvention,  ///< seed 000's point of each frame: a segment frame at that segment's distal point,
                      ///< the world and the base at their origins; so "parent frame" observes from the
                      ///< parent's distal point (the segment's own joint only where the joint sits there)
    Origin,           ///< the observer frame's origin
    Point,            ///< `point`, which must be fixed in the observer frame (Kind::Frame only)
  };
  Kind kind = Kind::Frame;
  FrameId frame = kWorldFrame;
  Attachment attachment = Attachment::FrameConvention;
  PointId point = kNoPoint;

  static Observer inFrame(FrameId f) { return {Kind::Frame, f, Attachment::FrameConvention, kNoPoint}; }
  static Observer world() { return inFrame(kWorldFrame); }
  static Observer ownFrame() { return {Kind::OwnFrame, kNoFrame, Attachment::FrameConvention, kNoPoint}; }
  static Observer parentFrame() { return {Kind::ParentFrame, kNoFrame, Attachment::FrameConvention, kNoPoint}; }
};

/// The point every term's moment is taken about.
enum class AboutPoint { Proximal, Com, Distal };

/// True when the model point stays put in `frame`: a point of that frame, or the centre of a rotational
/// joint of one of its child segments (the child's proximal point).
bool isFixedIn(const Model& model, PointId point, FrameId frame);
/// Checks that the observer names existing frames and an attachment point fixed in its frame.
Status validateObserver(const Model& model, const Observer& observer);
/// Observer frame and attachment point used for one segment.
FrameId observerFrameFor(const Model& model, const Observer& observer, int segment);
PointId attachmentFor(const Model& model, const Observer& observer, int segment);

struct SegmentTerms {
  int segment = 0;
  FrameId observerFrame = kWorldFrame;
  PointId attachment = kNoPoint;
  std::array<Wrench, kTermCount> terms{};  ///< indexed by Term, all about the same point, same frame
  /// What is left of the balance when the inertial recursion's joint wrenches are put in (same point and
  /// frame as the terms): zero to round-off when every fictitious term is right.
  Wrench residual;

  const Wrench& operator[](Term t) const { return terms[static_cast<size_t>(t)]; }
  Wrench& operator[](Term t) { return terms[static_cast<size_t>(t)]; }
};

/// Results for every segment plus each load's own wrench. Construct once per model and reuse:
/// computeTermBreakdown() does not allocate.
struct TermBreakdown {
  explicit TermBreakdown(const Model& model);

  Observer observer;
  AboutPoint about = AboutPoint::Proximal;
  std::vector<SegmentTerms> segments;
  std::vector<Wrench> loads;               ///< per model load, in its segment's terms frame and point

  // Per segment, world frame, about its proximal joint (so a parent can use a child's, whatever frame the
  // child was observed in): the joint wrench as solved in the observer frame; the children's reactions on
  // it as observed; and the same reactions from the inertial recursion (Data::jointWrench_W).
  std::vector<Wrench> observedJointWrench_W;
  std::vector<Wrench> distalWrench_W;
  std::vector<Wrench> distalReference_W;
};

/// Needs inverseDynamics() on `data` for the same state (kinematics, loads, reference joint wrenches).
void computeTermBreakdown(const Model& model, const Data& data, const Observer& observer, AboutPoint about,
                          TermBreakdown& out);

/// Re-expresses every wrench of the breakdown in frame `target` (same physical wrenches).
void expressBreakdownIn(const Data& data, FrameId target, TermBreakdown& breakdown);
/// Re-expresses each segment's wrenches (and each load) in that segment's own frame: seed 001 writes a
/// segment's moments in its own axes, where its inertia tensor is constant.
void expressBreakdownInOwnFrames(const Model& model, const Data& data, TermBreakdown& breakdown);

/// Largest difference (N or N·m) between the joint wrenches solved in the observer frames and the
/// inertial-frame recursion, compared in world axes about each proximal joint. Zero to round-off.
/// (The point of the invariance line the app shows.)
double jointWrenchDiscrepancy(const Model& model, const Data& data, const TermBreakdown& breakdown);

/// Largest component (N or N·m) of the inertial-frame joint wrenches, in world axes about each proximal
/// joint: the size the discrepancy above is round-off of. A chain of 1000 segments carries ~1e10 N,
/// and its round-off is then ~100 N, not a broken invariance.
double jointWrenchScale(const Model& model, const Data& data);

/// World position of the point a segment's terms are taken about.
Vec3 aboutPointPosition(const Model& model, const Data& data, int segment, AboutPoint about);

/// Where a term acts on a segment (for drawing it there): the joint wrench at the proximal joint, the
/// children's reactions at the distal joint, and the dynamic, fictitious and gravity terms at the
/// centre of mass (gravity's and D'Alembert's resultants pass through it: no moment about it).
/// External loads act at their own points (Data::loads): kNoPoint.
PointId termApplicationPoint(const Model& model, int segment, Term term);
/// `w` (one of the segment's terms, as the breakdown holds it) with its moment taken about the point
/// where the term acts; a term without such a point (External) comes back unchanged.
Wrench termAtApplicationPoint(const Model& model, const Data& data, int segment, Term term, const Wrench& w);

}  // namespace wl
