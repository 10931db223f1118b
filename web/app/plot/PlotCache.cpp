#include "app/plot/PlotCache.hpp"

#include <algorithm>
#include <cmath>

#include "render/Polyline.hpp"

namespace wl::web {
namespace {
constexpr float kPlotFlatnessPx = 0.33f;
constexpr int kPlotSamples = 300;
}  // namespace

void PlotCache::update(LessonPlayer& player, const ViewState& view) {
  wanted_.clear();
  for (Term t : kAllTerms)
    if (view.shows(t)) wanted_.push_back(t);
  if (!dirty_ && wanted_ == terms_ && view.focusSegment == segment_) return;
  Session& session = player.session();
  std::vector<SeriesRequest> requests;
  for (Term t : wanted_) {
    SeriesRequest r;
    r.key = {view.focusSegment, t, SeriesKey::Part::Force, SeriesKey::Component::Norm};
    requests.push_back(r);
  }
  if (session.isForwardDynamics()) {
    SeriesRequest e;
    e.kind = SeriesRequest::Kind::TotalEnergy;
    requests.push_back(e);
  }
  Status s = sampler_.sample(session, session.startTime(), session.endTime(), kPlotSamples, requests, series_);
  if (!s) player.setMessage(s.error().text(), true);
  if (const Session* compare = player.compareSession()) {
    SeriesRequest e;
    e.kind = SeriesRequest::Kind::TotalEnergy;
    (void)sampler_.sample(*compare, compare->startTime(), compare->endTime(), kPlotSamples, {e}, compareSeries_);
  }
  terms_ = wanted_;
  segment_ = view.focusSegment;
  dirty_ = false;
}

void PlotCache::updateTorqueParts(LessonPlayer& player, const ViewState& view) {
  const Session& session = player.session();
  if (session.model().nq() == 0) return;
  const int coordinate = std::clamp(view.plotCoordinate, 0, session.model().nq() - 1);
  if (partsDirty_ || coordinate != partsCoordinate_) {
    using Kind = SeriesRequest::Kind;
    partsRequests_.clear();
    for (Kind kind : {Kind::JointTorque, Kind::InertiaTorque, Kind::VelocityTorque, Kind::GravityTorque}) {
      SeriesRequest r;
      r.kind = kind;
      r.coordinate = coordinate;
      partsRequests_.push_back(r);
    }
    for (std::size_t load = 0; load < session.model().loads().size(); ++load) {
      SeriesRequest r;
      r.kind = Kind::LoadTorque;
      r.coordinate = coordinate;
      r.load = static_cast<int>(load);
      partsRequests_.push_back(r);
    }
    passiveRow_ = kNoRow;
    if (session.model().hasPassiveJoints()) {  // the joints' own springs and dampers: a part of its own
      SeriesRequest r;
      r.kind = Kind::PassiveTorque;
      r.coordinate = coordinate;
      passiveRow_ = partsRequests_.size();
      partsRequests_.push_back(r);
    }
    Status s = sampler_.sample(session, session.startTime(), session.endTime(), kPlotSamples, partsRequests_, parts_);
    if (!s) player.setMessage(s.error().text(), true);
    partsCoordinate_ = coordinate;
    partsDirty_ = false;
    partsNowTime_ = -1e300;
  }
  if (session.time() != partsNowTime_) {
    (void)sampler_.sample(session, session.time(), session.time(), 1, partsRequests_, partsNow_);
    partsNowTime_ = session.time();
  }
}

void PlotCache::closePiece() {
  if (points_.size() >= 2) {
    render::simplifyPolyline(points_.data(), points_.size(), kPlotFlatnessPx, kept_, stack_);
    for (std::size_t i : kept_) chords_.push_back(points_[i]);
    pieceSizes_.push_back(static_cast<int>(kept_.size()));
  }
  points_.clear();
}

void PlotCache::buildCurve(const Series& s, std::size_t row, const PlotArea& area) {
  chords_.clear();
  pieceSizes_.clear();
  points_.clear();
  if (row >= s.values.size()) return;
  ImVec2 column[4];  // first, lowest, highest, last (screen y grows down: lowest value = largest y)
  int columnSize = 0;
  long columnIndex = 0;
  auto closeColumn = [&]() {
    if (columnSize == 0) return;
    ImVec2 kept[4] = {column[0], column[1], column[2], column[3]};
    if (kept[1].x > kept[2].x) std::swap(kept[1], kept[2]);  // extremes in the order they occurred
    for (const ImVec2& q : kept)
      if (points_.empty() || q.x != points_.back().x || q.y != points_.back().y) points_.push_back(q);
    columnSize = 0;
  };
  for (std::size_t i = 0; i < s.time.size(); ++i) {
    const double v = s.values[row][i];
    if (!std::isfinite(v)) {
      closeColumn();
      closePiece();  // a gap in the data stays a gap on the plot
      continue;
    }
    const ImVec2 p(area.left + static_cast<float>((s.time[i] - area.t0) / std::max(1e-9, area.t1 - area.t0)) * (area.right - area.left),
                   area.bottom - static_cast<float>((v - area.lo) / (area.hi - area.lo)) * (area.bottom - area.top));
    const long index = std::lround(std::floor(p.x));
    if (columnSize > 0 && index != columnIndex) closeColumn();
    if (columnSize == 0) {
      columnIndex = index;
      column[0] = column[1] = column[2] = column[3] = p;
      columnSize = 1;
      continue;
    }
    if (p.y > column[1].y) column[1] = p;
    if (p.y < column[2].y) column[2] = p;
    column[3] = p;
    ++columnSize;
  }
  closeColumn();
  closePiece();
}

}  // namespace wl::web
