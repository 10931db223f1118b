// One coordinate's joint torque over the time line as a stacked plot of its parts, τ = M q̈ + C + G + E + P
// with E load by load and P (the joint's own spring and damper) when the model has one: positive parts stack up from zero, negative parts down, so each band's height is
// that part's share and the bands' sum is τ (drawn as a line over them). Below it, the parts at the
// current time in words: "knee_angle_r: τ = … = M q̈ … + C … + G … + grf_r … N·m".
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <string>

#include "app/plot/PlotAxis.hpp"
#include "app/text/UiText.hpp"
#include "app/widgets/PanelWidgets.hpp"
#include "app/panels/Panels.hpp"
#include "lesson/Quantity.hpp"
#include "model/Units.hpp"

namespace wl::web {
namespace {

// Inertia, velocity coupling and gravity in their terms' colours; the loads in the external colour,
// alternately lighter, so two ground reactions stay apart; the joint's spring and damper in the joint's.
ImU32 partColour(std::size_t row, std::size_t passiveRow, render::Theme theme, float alpha) {
  Term term = Term::External;
  if (row == 1) term = Term::Dynamic;
  if (row == 2) term = Term::Coriolis;
  if (row == 3) term = Term::Gravity;
  if (row == passiveRow) term = Term::Joint;
  ImVec4 c = termTextColour(term, theme);
  if (row != passiveRow && row >= PlotCache::kFirstLoadRow && (row - PlotCache::kFirstLoadRow) % 2 == 1)
    c = ImVec4(0.5f + 0.5f * c.x, 0.5f + 0.5f * c.y, 0.5f + 0.5f * c.z, 1.0f);
  c.w = alpha;
  return ImGui::ColorConvertFloat4ToU32(c);
}

// A trial's first frame may sit a rounding error below 0: "-0.00" would look like a data error.
double shownTime(double t) { return std::abs(t) < 0.005 ? 0.0 : t; }

}  // namespace

void drawTorquePartsPlot(LessonPlayer& player, ViewState& view, const PanelLayout& layout, PlotCache& plot) {
  const Model& model = player.session().model();
  if (model.nq() == 0) return;
  view.plotCoordinate = std::clamp(view.plotCoordinate, 0, model.nq() - 1);
  const float k = layout.uiScale();
  const std::string partsLabel = std::string(tr(Text::plotCoordinate)) + "###parts";
  if (beginCombo(fitLabelled(partsLabel, 220 * k, 110 * k).c_str(), model.coordinateNames()[static_cast<std::size_t>(view.plotCoordinate)].c_str(), 0,
                 tr(Text::plotCoordinate))) {
    for (int q = 0; q < model.nq(); ++q)
      if (ImGui::Selectable(model.coordinateNames()[static_cast<std::size_t>(q)].c_str(), q == view.plotCoordinate)) view.plotCoordinate = q;
    endCombo();
  }
  plot.updateTorqueParts(player, view);
  const Series& parts = plot.torqueParts();
  const Session& session = player.session();
  const std::string unit = coordinateUnit(model, view.plotCoordinate, CoordinateQuantity::GeneralizedForce);
  const std::size_t rows = parts.values.size();
  if (rows < PlotCache::kFirstLoadRow || parts.time.size() < 2) return;

  // The range covers the stacks, not just τ: a large gravity part and an opposite load can cancel.
  double lo = 0.0, hi = 0.0;
  for (std::size_t i = 0; i < parts.time.size(); ++i) {
    double up = 0.0, down = 0.0;
    for (std::size_t r = 1; r < rows; ++r) {
      const double v = parts.values[r][i];
      if (!std::isfinite(v)) continue;
      (v >= 0 ? up : down) += v;
    }
    hi = std::max(hi, up);
    lo = std::min(lo, down);
  }
  const float readoutHeight = ImGui::GetTextLineHeightWithSpacing() * 2.2f;
  const ImVec2 origin = ImGui::GetCursorScreenPos();
  const ImVec2 avail = ImGui::GetContentRegionAvail();
  const float w = std::max(100.0f, avail.x), h = std::max(60.0f, avail.y - readoutHeight - 4);
  PlotArea area;
  area.left = origin.x + 60 * k, area.right = origin.x + w - 10 * k, area.top = origin.y + 6 * k, area.bottom = origin.y + h - 22 * k;
  const AxisRange axis = plotAxisRange(lo, hi, false);
  area.lo = axis.lo, area.hi = axis.hi, area.t0 = session.startTime(), area.t1 = session.endTime();
  ImDrawList* draw = ImGui::GetWindowDrawList();
  const auto x = [&](double t) { return area.left + static_cast<float>((t - area.t0) / std::max(1e-9, area.t1 - area.t0)) * (area.right - area.left); };
  const auto y = [&](double v) { return area.bottom - static_cast<float>((v - area.lo) / std::max(1e-300, area.hi - area.lo)) * (area.bottom - area.top); };

  // Bands: between samples i and i + 1, each part from its stack's base to base + value.
  // Without anti-aliased fill the quads of one band meet without seams (each would fade at its edges).
  const ImDrawListFlags drawFlags = draw->Flags;
  draw->Flags &= ~ImDrawListFlags_AntiAliasedFill;
  for (std::size_t i = 0; i + 1 < parts.time.size(); ++i) {
    double upNow = 0, downNow = 0, upNext = 0, downNext = 0;
    for (std::size_t r = 1; r < rows; ++r) {
      const double a = parts.values[r][i], b = parts.values[r][i + 1];
      if (!std::isfinite(a) || !std::isfinite(b)) continue;
      double& stackNow = a >= 0 ? upNow : downNow;
      double& stackNext = b >= 0 ? upNext : downNext;
      const ImVec2 q[4] = {ImVec2(x(parts.time[i]), y(stackNow)), ImVec2(x(parts.time[i]), y(stackNow + a)),
                           ImVec2(x(parts.time[i + 1]), y(stackNext + b)), ImVec2(x(parts.time[i + 1]), y(stackNext))};
      draw->AddQuadFilled(q[0], q[1], q[2], q[3], partColour(r, plot.passiveRow(), view.theme, 0.75f));
      stackNow += a;
      stackNext += b;
    }
  }
  draw->Flags = drawFlags;
  const ImU32 labelColour = sceneTextColour(view.theme);
  draw->AddLine(ImVec2(area.left, y(0.0)), ImVec2(area.right, y(0.0)), IM_COL32(150, 150, 150, 200), 1.0f);
  draw->AddRect(ImVec2(area.left, area.top), ImVec2(area.right, area.bottom), IM_COL32(120, 120, 120, 255));
  plot.buildCurve(parts, 0, area);  // τ, the sum of the bands
  std::size_t start = 0;
  for (int size : plot.curvePieceSizes()) {
    draw->AddPolyline(plot.curvePoints().data() + start, size, sceneTextColour(view.theme), ImDrawFlags_None, 2.0f * k);
    start += static_cast<std::size_t>(size);
  }
  draw->AddText(ImVec2(origin.x, area.top), labelColour, uiNumber(area.hi).c_str());
  draw->AddText(ImVec2(origin.x, area.bottom - 14 * k), labelColour, uiNumber(area.lo).c_str());
  const std::string axes = fill(tr(Text::plotTimeAxis), {uiFixed(shownTime(area.t0), 2), uiFixed(shownTime(area.t1), 2)}) + "      " +
                           fill(tr(Text::plotPartsAxis), {unit});
  draw->AddText(ImVec2(area.left, area.bottom + 4 * k), labelColour, axes.c_str());
  const float cx = x(session.time());
  draw->AddLine(ImVec2(cx, area.top), ImVec2(cx, area.bottom), sceneTextColour(view.theme, 160), 1.0f);
  ImGui::Dummy(ImVec2(w, h));

  // The parts now, in words and in their colours.
  const Series& now = plot.torquePartsNow();
  if (now.values.size() != rows || now.time.empty()) return;
  ImGui::Text("τ %s = %s %s =", model.coordinateNames()[static_cast<std::size_t>(view.plotCoordinate)].c_str(),
              uiNumber(now.values[0][0]).c_str(), unit.c_str());
  for (std::size_t r = 1; r < rows; ++r) {
    ImGui::SameLine();
    const std::string part = (r > 1 ? "+ " : "") + torquePartName(model, r, plot.passiveRow()) + " " + uiNumber(now.values[r][0]);
    if (ImGui::GetContentRegionAvail().x < ImGui::CalcTextSize(part.c_str()).x) ImGui::NewLine();
    ImGui::TextColored(ImGui::ColorConvertU32ToFloat4(partColour(r, plot.passiveRow(), view.theme, 1.0f)), "%s", part.c_str());
  }
}

}  // namespace wl::web
