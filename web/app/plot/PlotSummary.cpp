#include "app/plot/PlotSummary.hpp"

#include <cmath>

#include "app/text/UiText.hpp"

namespace wl::web {

CurveExtremes curveExtremes(const Series& series, std::size_t row) {
  CurveExtremes e;
  if (row >= series.values.size()) return e;
  const std::vector<double>& values = series.values[row];
  for (std::size_t k = 0; k < values.size() && k < series.time.size(); ++k) {
    const double v = values[k];
    if (!std::isfinite(v)) continue;
    if (!e.any || v < e.least) e.least = v, e.leastAt = series.time[k];
    if (!e.any || v > e.largest) e.largest = v, e.largestAt = series.time[k];
    e.any = true;
  }
  return e;
}

std::string curveSentence(const std::string& name, const CurveExtremes& e, const std::string& unit) {
  if (!e.any) return fill(tr(Text::a11yPlotNoValues), {name});
  // A curve that does not change (gravity, a term that is zero here) is one number, not two extremes.
  if (uiNumber(e.least) == uiNumber(e.largest)) return fill(tr(Text::a11yPlotConstant), {name, uiNumber(e.largest), unit});
  // Times to the hundredth as the time line shows them; a first sample a rounding error below 0 is 0.
  const auto at = [](double t) { return uiFixed(std::abs(t) < 0.005 ? 0.0 : t, 2); };
  return fill(tr(Text::a11yPlotRow), {name, uiNumber(e.least), unit, at(e.leastAt), uiNumber(e.largest), at(e.largestAt)});
}

std::string torquePartName(const Model& model, std::size_t row, std::size_t passiveRow) {
  if (row == passiveRow) return tr(Text::plotPassivePart);
  switch (row) {
    case 0: return "τ";
    case 1: return "M q̈";
    case 2: return "C";
    case 3: return "G";
    default: {
      const std::size_t load = row - kFirstLoadPartRow;
      return load < model.loads().size() ? model.loads()[load].name : "E";
    }
  }
}

}  // namespace wl::web
