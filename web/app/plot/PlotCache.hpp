#pragma once
// The plot's data: the series it asked the session for (|force| of each shown term of the focus
// segment, or the total energy of a simulation and of its RK4 twin), sampled once and kept until
// something changes them, and the scratch that turns a series into a few screen polylines.
#include <cstddef>
#include <vector>

#include "app/player/LessonPlayer.hpp"
#include "app/plot/PlotSummary.hpp"
#include "app/player/ViewState.hpp"
#include "imgui.h"
#include "session/SeriesSampler.hpp"

namespace wl::web {

/// Where a plot is drawn and what range it shows.
struct PlotArea {
  float left = 0, right = 1, top = 0, bottom = 1;  ///< screen pixels
  double t0 = 0, t1 = 1;                          ///< time along x
  double lo = 0, hi = 1;                          ///< value along y
};

class PlotCache {
 public:
  /// Forces new samples on the next update() (the player reported a change; see PlayerEvent).
  void markDirty() {
    dirty_ = true;
    partsDirty_ = true;
  }
  /// Samples again when marked dirty or when the view asks for other curves (terms, segment); never
  /// every frame.
  void update(LessonPlayer& player, const ViewState& view);

  const Series& series() const { return series_; }                ///< one row per term, then energy
  const Series& compareSeries() const { return compareSeries_; }  ///< the RK4 twin's energy
  const std::vector<Term>& terms() const { return terms_; }       ///< the plotted terms, in row order

  /// The torque parts of `view.plotCoordinate`: rows τ, M q̈, C, G, then each model load's part of E, then
  /// P (the joints' own springs and dampers) when the model has any (sampled again only when marked dirty
  /// or for another coordinate).
  void updateTorqueParts(LessonPlayer& player, const ViewState& view);
  const Series& torqueParts() const { return parts_; }
  /// The same rows at the session's current time (one sample, refreshed when the time moves).
  const Series& torquePartsNow() const { return partsNow_; }
  static constexpr std::size_t kFirstLoadRow = kFirstLoadPartRow;
  static constexpr std::size_t kNoRow = static_cast<std::size_t>(-1);
  /// The row of P in torqueParts(), kNoRow when the model's joints have no springs or dampers.
  std::size_t passiveRow() const { return passiveRow_; }

  /// Row `row` of `series` as screen polylines in `area`: after it, curvePoints() holds the pieces
  /// one after another and curvePieceSizes() their lengths (a gap in the data splits the curve).
  /// Where samples are denser than the pixels, each pixel column keeps only its first, lowest,
  /// highest and last points; then runs straight to within a third of a pixel become one chord. The
  /// same picture, peaks included, from far fewer triangles, which software WebGL pays for.
  void buildCurve(const Series& series, std::size_t row, const PlotArea& area);
  const std::vector<ImVec2>& curvePoints() const { return chords_; }
  const std::vector<int>& curvePieceSizes() const { return pieceSizes_; }

 private:
  void closePiece();

  bool dirty_ = true;
  int segment_ = -1;  ///< the segment sampled
  std::vector<Term> terms_, wanted_;
  SeriesSampler sampler_;  ///< the plot's own workspace: sampling never moves the lesson's time
  Series series_, compareSeries_;
  bool partsDirty_ = true;
  int partsCoordinate_ = -1;
  double partsNowTime_ = -1e300;
  std::vector<SeriesRequest> partsRequests_;
  std::size_t passiveRow_ = kNoRow;
  Series parts_, partsNow_;
  std::vector<ImVec2> points_;  ///< one piece before simplification
  std::vector<ImVec2> chords_;  ///< every piece after it
  std::vector<int> pieceSizes_;
  std::vector<std::size_t> kept_, stack_;
};

}  // namespace wl::web
