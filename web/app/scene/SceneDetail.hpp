#pragma once
// How much of a model the scene draws, decided here and nowhere else (no ImGui, no GL; unit-tested in
// tests/web/SceneDetailTests.cpp) and said in the legend when it is not everything.
//
// Up to kFullDetailSegments segments (the n-link lesson's slider stops there) the scene draws every
// segment's term glyphs, their labels, its centre-of-mass trail, its joint and its centre of mass, as
// it always did. A bigger model (robots of hundreds of bodies, a chain of 1000) draws:
// - the term arrows, arcs and labels and the COM trails only for the focus segment (the one the
//   Formulas and the Plot follow) and the segments joined to it (its parent and its children): a
//   thousand glyphs of each term overlap into a blot nobody can read, and cost more than a frame in a
//   software rasterizer;
// - rods thinner than kRodLineRadiusPx as lines (a few vertices instead of a capsule's 28);
// - joint and centre-of-mass markers smaller than kMarkerMinRadiusPx not at all (under a pixel or two,
//   no one sees the symbol).
// Every number the panels, the table and the screen-reader layer show is unchanged: only the drawing is.
#include <vector>

#include "model/Model.hpp"

namespace wl::web {

/// Models of at most this many segments are drawn in full.
inline constexpr int kFullDetailSegments = 50;

class SceneDetail {
 public:
  /// Radius on screen (framebuffer px) below which a rod of a big model is drawn as a line.
  static constexpr float kRodLineRadiusPx = 2.0f;
  /// Radius on screen (framebuffer px) below which a big model's joint and COM markers are left out.
  static constexpr float kMarkerMinRadiusPx = 1.0f;

  /// The detail for `model` with `focusSegment` chosen (clamped to the model), drawn in full up to
  /// `fullDetailSegments` segments. Keeps its buffer.
  void update(const Model& model, int focusSegment, int fullDetailSegments = kFullDetailSegments);

  /// More than kFullDetailSegments segments: not everything is drawn (the legend says what is).
  bool reduced() const { return reduced_; }
  int segmentCount() const { return segmentCount_; }
  int focusSegment() const { return focus_; }
  /// The segment's term glyphs, their labels and its COM trail are drawn.
  bool drawsTermsOf(int segment) const {
    return !reduced_ || (segment >= 0 && segment < segmentCount_ && termsOf_[static_cast<std::size_t>(segment)] != 0);
  }
  /// How many segments drawsTermsOf.
  int segmentsWithTerms() const { return reduced_ ? withTerms_ : segmentCount_; }
  /// A joint or centre-of-mass marker of this radius on screen (framebuffer px) is drawn.
  bool drawsMarker(float radiusPx) const { return !reduced_ || radiusPx >= kMarkerMinRadiusPx; }
  /// A rod of this radius on screen (framebuffer px) is drawn as a line, not a capsule.
  bool rodAsLine(float radiusPx) const { return reduced_ && radiusPx < kRodLineRadiusPx; }

 private:
  bool reduced_ = false;
  int segmentCount_ = 0;
  int focus_ = 0;
  int withTerms_ = 0;
  std::vector<char> termsOf_;  ///< per segment, when reduced
};

}  // namespace wl::web
