// |force| of each shown term of the focus segment over the lesson's time line (or, for a simulation,
// the total energy next to that of its RK4 twin), with a cursor at the current time. The samples come
// from the PlotCache; this draws them.
#include <algorithm>
#include <cmath>
#include <cstdio>

#include "app/plot/PlotAxis.hpp"
#include "app/text/UiText.hpp"
#include "app/widgets/PanelWidgets.hpp"
#include "app/panels/Panels.hpp"
#include "lesson/Quantity.hpp"

namespace wl::web {
namespace {

// The finite extremes of rows [first, first + count): lo > hi when there are none.
void rowRange(const std::vector<std::vector<double>>& rows, std::size_t first, std::size_t count, double& lo, double& hi) {
  lo = 1e300;
  hi = -1e300;
  for (std::size_t r = first; r < first + count && r < rows.size(); ++r)
    for (double v : rows[r])
      if (std::isfinite(v)) {
        lo = std::min(lo, v);
        hi = std::max(hi, v);
      }
}

void drawCurve(ImDrawList* draw, PlotCache& plot, const Series& series, std::size_t row, const PlotArea& area, ImU32 colour) {
  plot.buildCurve(series, row, area);
  const std::vector<ImVec2>& points = plot.curvePoints();
  std::size_t start = 0;
  for (int size : plot.curvePieceSizes()) {
    draw->AddPolyline(points.data() + start, size, colour, ImDrawFlags_None, 2.0f);
    start += static_cast<std::size_t>(size);
  }
}

}  // namespace

void drawPlotPanel(LessonPlayer& player, ViewState& view, PanelLayout& layout, PlotCache& plot) {
  const Model& model = player.session().model();
  if (!layout.beginPanel(PanelId::Plot)) return;
  int shows = static_cast<int>(view.plotShows);
  ImGui::SetNextItemWidth(std::max(ImGui::CalcTextSize(tr(Text::plotTorqueParts)).x, ImGui::CalcTextSize(tr(Text::plotTermForces)).x) +
                          ImGui::GetFrameHeight() * 2);
  const ImGuiID showsId = ImGui::GetID("##plotshows");
  const std::string items = std::string(tr(Text::plotTermForces)) + '\0' + tr(Text::plotTorqueParts) + '\0';
  if (ImGui::Combo("##plotshows", &shows, items.c_str())) view.plotShows = static_cast<ViewState::PlotShows>(shows);
  nameControl(showsId, tr(Text::plotShows));
  ImGui::SameLine();
  if (view.plotShows == ViewState::PlotShows::TorqueParts) {
    drawTorquePartsPlot(player, view, layout, plot);
    ImGui::End();
    return;
  }
  const float k = layout.uiScale();
  const std::string segmentLabel = std::string(tr(Text::plotSegment)) + "###plotsegment";
  if (beginCombo(fitLabelled(segmentLabel, 220 * k, 110 * k).c_str(), model.segments()[static_cast<std::size_t>(view.focusSegment)].name.c_str(), 0,
                 tr(Text::plotSegment))) {
    for (int s = 0; s < model.segmentCount(); ++s)
      if (ImGui::Selectable(model.segments()[static_cast<std::size_t>(s)].name.c_str(), s == view.focusSegment)) view.focusSegment = s;
    endCombo();
  }
  plot.update(player, view);
  const Session& session = player.session();
  const Series& series = plot.series();
  const std::size_t plotted = plot.terms().size();
  const ImVec2 origin = ImGui::GetCursorScreenPos();
  const ImVec2 avail = ImGui::GetContentRegionAvail();
  const float w = std::max(100.0f, avail.x), h = std::max(80.0f, avail.y - 4);
  ImDrawList* draw = ImGui::GetWindowDrawList();
  PlotArea area;
  area.left = origin.x + 60 * k, area.right = origin.x + w - 10 * k, area.top = origin.y + 6 * k, area.bottom = origin.y + h - 22 * k;
  const bool energyOnly = session.isForwardDynamics();
  double lo, hi;
  rowRange(series.values, energyOnly ? plotted : 0, energyOnly ? 1 : plotted, lo, hi);
  if (energyOnly && !plot.compareSeries().values.empty()) {
    double clo, chi;
    rowRange(plot.compareSeries().values, 0, 1, clo, chi);
    lo = std::min(lo, clo);
    hi = std::max(hi, chi);
  }
  const AxisRange axis = plotAxisRange(lo, hi, !energyOnly);
  area.lo = axis.lo;
  area.hi = axis.hi;
  area.t0 = session.startTime();
  area.t1 = session.endTime();
  const ImU32 labelColour = sceneTextColour(view.theme);
  draw->AddRect(ImVec2(area.left, area.top), ImVec2(area.right, area.bottom), IM_COL32(120, 120, 120, 255));
  draw->AddText(ImVec2(origin.x, area.top), labelColour, uiNumber(area.hi).c_str());
  draw->AddText(ImVec2(origin.x, area.bottom - 14 * k), labelColour, uiNumber(area.lo).c_str());
  const std::string axes = fill(tr(Text::plotTimeAxis), {uiFixed(area.t0, 2), uiFixed(area.t1, 2)}) + "      " +
                           tr(energyOnly ? Text::plotEnergyAxis : Text::plotForceAxis);
  draw->AddText(ImVec2(area.left, area.bottom + 4 * k), labelColour, axes.c_str());
  if (energyOnly) {
    // The lesson's integrator in Okabe–Ito orange, its RK4 twin in sky blue.
    const ImU32 ownColour = IM_COL32(230, 159, 0, 255), rk4Colour = IM_COL32(86, 180, 233, 255);
    drawCurve(draw, plot, series, plotted, area, ownColour);
    drawCurve(draw, plot, plot.compareSeries(), 0, area, rk4Colour);
    draw->AddText(ImVec2(area.left + 8 * k, area.top + 4 * k), ownColour, toString(session.file().simulation.integrator));
    draw->AddText(ImVec2(area.left + 8 * k, area.top + 20 * k), rk4Colour, player.compareSession() ? "rk4" : "");
  } else {
    for (std::size_t r = 0; r < plotted; ++r)
      drawCurve(draw, plot, series, r, area, ImGui::ColorConvertFloat4ToU32(termTextColour(plot.terms()[r], view.theme)));
  }
  const float cx = area.left + static_cast<float>((session.time() - area.t0) / std::max(1e-9, area.t1 - area.t0)) * (area.right - area.left);
  draw->AddLine(ImVec2(cx, area.top), ImVec2(cx, area.bottom), sceneTextColour(view.theme, 160), 1.0f);
  ImGui::Dummy(ImVec2(w, h));
  ImGui::End();
}

}  // namespace wl::web
