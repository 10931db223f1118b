// The motion: per coordinate a time function of one of the format's kinds (constant, rate, period,
// polynomial, sinusoids, stuttering rate pieces, a spline through a pasted table), with a small plot
// of q, q̇ and q̈ that the engine's own time function computes; or the forward-dynamics set-up
// (initial state, torques with an optional PID, integrator) when the model simulates.
#include <algorithm>
#include <cmath>
#include <sstream>

#include "app/editor/EditorEdits.hpp"
#include "app/editor/EditorSections.hpp"
#include "app/UiText.hpp"
#include "app/panels/PanelWidgets.hpp"
#include "io/TimeFunctionJson.hpp"
#include "model/Motion.hpp"

namespace wl::web::editor {
namespace {

using Json = nlohmann::json;

struct Kind {
  const char* name;
  Json example;
};

const std::vector<Kind>& kinds() {
  static const std::vector<Kind> list = {
      {"constant", 0.0},
      {"rate", {{"start", 0.0}, {"rate", 1.0}}},
      {"period", {{"period", 6.283185307179586}}},
      {"polynomial", {{"polynomial", {0.0, 0.0, 0.5}}}},
      {"sinusoids", {{"sinusoids", {{{"amplitude", 0.5}, {"period", 2.0}, {"phase", 0.0}}}}}},
      {"rate pieces", {{"constant", 0.0},
                       {"rate_pieces", {{"pieces", {{{"duration", 1.0}, {"rate", 1.0}}, {{"duration", 1.0}, {"rate", 0.0}}}},
                                        {"ramp", 0.1},
                                        {"repeat", true}}}}},
      {"spline", {{"spline", {{"t", {0.0, 1.0, 2.0}}, {"value", {0.0, 1.0, 0.0}}}}}},
  };
  return list;
}

std::string kindOf(const Json& f) {
  if (f.is_null()) return "none (stays at 0)";
  if (f.is_number()) return "constant";
  if (!f.is_object()) return "?";
  for (const char* key : {"rate_pieces", "spline", "sinusoids", "polynomial", "period", "rate"})
    if (f.contains(key)) return std::string(key) == "rate_pieces" ? "rate pieces" : key;
  if (f.contains("constant")) return "constant";
  return "sum";
}

// "t value" per line (spaces, tabs, commas or semicolons between): a spline through the samples.
bool tableToSpline(const std::string& table, Json& spline) {
  std::istringstream lines(table);
  std::string line;
  Json t = Json::array(), value = Json::array();
  while (std::getline(lines, line)) {
    for (char& ch : line)
      if (ch == ',' || ch == ';' || ch == '\t') ch = ' ';
    std::istringstream fields(line);
    double a = 0.0, b = 0.0;
    if (!(fields >> a >> b)) continue;  // a header or an empty line
    t.push_back(a);
    value.push_back(b);
  }
  if (t.size() < 2) return false;
  spline = {{"spline", {{"t", t}, {"value", value}}}};
  return true;
}

// q, q̇ and q̈ over the time line, each scaled to its own range (a shape, not a scale: the numbers
// are the table's and the formulas'), sampled by the engine's Motion with the motion's speed factor.
void previewPlot(FieldContext& c, const Json& function, const std::string& coordinate) {
  auto f = timeFunctionFromJson(function, "motion." + coordinate);
  if (!f) return;
  const Json d = valueAt(c.doc(), "/model/duration");
  const double duration = d.is_number() && d.get<double>() > 0.0 ? std::min(d.get<double>(), 1e4) : 10.0;
  Motion motion;
  motion.coordinates.push_back(std::move(*f));
  const Json speed = valueAt(c.doc(), "/model/motion/speed");
  // Outside the format's range the engine refuses the lesson (its message shows at the field): 1 here.
  if (speed.is_number() && speed.get<double>() >= 1e-3 && speed.get<double>() <= 1e3) motion.speed = speed.get<double>();
  State state;
  state.q = state.qd = state.qdd = VecX::Zero(1);
  constexpr int kSamples = 120;
  std::array<std::vector<float>, 3> series;
  for (int k = 0; k <= kSamples; ++k) {
    motion.sample(duration * k / kSamples, state);
    series[0].push_back(static_cast<float>(state.q(0)));
    series[1].push_back(static_cast<float>(state.qd(0)));
    series[2].push_back(static_cast<float>(state.qdd(0)));
  }
  const float width = ImGui::GetContentRegionAvail().x, height = 54.0f * c.captionWidth / 118.0f;
  const ImVec2 origin = ImGui::GetCursorScreenPos();
  ImGui::Dummy(ImVec2(width, height));
  ImDrawList* draw = ImGui::GetWindowDrawList();
  draw->AddRect(origin, ImVec2(origin.x + width, origin.y + height), ImGui::GetColorU32(ImGuiCol_Border));
  const ImU32 colours[3] = {ImGui::GetColorU32(ImGuiCol_Text), ImGui::GetColorU32(ImGuiCol_PlotLines),
                            ImGui::GetColorU32(ImGuiCol_PlotHistogram)};
  for (int s = 0; s < 3; ++s) {
    float low = *std::min_element(series[s].begin(), series[s].end()), high = *std::max_element(series[s].begin(), series[s].end());
    if (!std::isfinite(low) || !std::isfinite(high)) continue;
    if (high - low < 1e-9f) low -= 1.0f, high += 1.0f;
    // Solid, dashed, dotted: told apart without colour.
    const int on = s == 0 ? kSamples : s == 1 ? 4 : 1, off = s == 0 ? 0 : s == 1 ? 3 : 2;
    for (int k = 0; k < kSamples; ++k) {
      if (off > 0 && k % (on + off) >= on) continue;
      const auto point = [&](int j) {
        return ImVec2(origin.x + width * j / kSamples, origin.y + height - 2.0f - (height - 4.0f) * (series[s][j] - low) / (high - low));
      };
      draw->AddLine(point(k), point(k + 1), colours[s], 1.5f);
    }
  }
  ImGui::TextDisabled("%s", tr(Text::editorPreviewLegend));
}

void coordinateMotion(FieldContext& c, const std::string& coordinate) {
  const std::string at = "/model/motion/" + coordinate;
  const Json function = valueAt(c.doc(), at);
  ImGui::PushID(coordinate.c_str());
  const SubjectScope subject(c, coordinate);
  ImGui::Separator();
  ImGui::TextUnformatted(coordinate.c_str());
  const std::string kind = kindOf(function);
  caption(c, tr(Text::editorMotionKind));
  if (beginCombo(("##" + coordinate + " motion kind").c_str(), kind.c_str())) {
    for (const Kind& k : kinds())
      if (ImGui::Selectable(k.name, kind == k.name) && kind != k.name) c.commit(withValue(c.doc(), at, k.example), c.undoLabel(tr(Text::editorMotionKind)));
    endCombo();
  }
  valueField(c, tr(Text::editorFieldFunction), coordinate + " motion", at, "0");
  if (kind == "spline") {
    static std::string pasted;  // the one table being pasted (a text field's scratch, not the document)
    ImGui::TextDisabled("%s", tr(Text::editorPasteTable));
    if (inputString(("##" + coordinate + " table").c_str(), pasted, true, ImGui::GetTextLineHeight() * 3.0f)) {
      Json spline;
      if (tableToSpline(pasted, spline)) c.commit(withValue(c.doc(), at, spline), c.undoLabel(tr(Text::editorPasteTable)), at + "/table");
    }
    if (ImGui::IsItemDeactivated()) {
      pasted.clear();
      c.editor.document.endMerge();
    }
  }
  previewPlot(c, function.is_null() ? Json(0.0) : function, coordinate);
  ImGui::PopID();
}

void simulation(FieldContext& c, const std::vector<std::string>& coordinates) {
  valueField(c, tr(Text::editorFieldQ0), "initial coordinates", "/model/simulation/q0", "{\"coordinate\": value}");
  valueField(c, tr(Text::editorFieldQd0), "initial rates", "/model/simulation/qd0", "{\"coordinate\": rate}");
  for (const auto& coordinate : coordinates) {
    ImGui::PushID(coordinate.c_str());
    valueField(c, fill(tr(Text::editorFieldTorque), {coordinate}).c_str(), coordinate + " torque", "/model/simulation/torques/" + coordinate,
               fill(tr(Text::editorHintTorque), {"{\"open\": 0, \"pid\": {\"kp\": …}}"}).c_str());
    ImGui::PopID();
  }
  choiceField(c, tr(Text::editorFieldIntegrator), "integrator", "/model/simulation/integrator", {"euler", "symplectic", "rk4", "rk45"}, "rk4");
  valueField(c, tr(Text::editorFieldDt), "time step", "/model/simulation/dt", "0.001");
  valueField(c, tr(Text::editorFieldDuration), "simulated duration", "/model/simulation/duration", "10");
  fieldMessage(c, "/model/simulation");
}

}  // namespace

void drawMotionSection(FieldContext& c) {
  const auto coordinates = modelCoordinates(c);
  const Json sim = valueAt(c.doc(), "/model/simulation");
  bool simulates = sim.is_object();
  if (ImGui::Checkbox((std::string(tr(Text::editorSimulate)) + "###simulate").c_str(), &simulates)) {
    c.commit(simulates ? withValue(c.doc(), "/model/simulation", {{"integrator", "rk4"}, {"dt", 0.001}, {"duration", 5.0}})
                       : without(c.doc(), "/model/simulation"),
             tr(Text::editorSimulate));
  }
  if (simulates) {
    simulation(c, coordinates);
    return;
  }
  const Json file = valueAt(c.doc(), "/model/motion/file");
  if (file.is_string()) {
    ImGui::TextWrapped("%s %s", tr(Text::editorMotionFromFile), file.get<std::string>().c_str());
    valueField(c, tr(Text::editorFieldLowpass), "motion low-pass", "/model/motion/lowpass_hz", tr(Text::editorHintNone));
    fieldMessage(c, "/model/motion");
    return;
  }
  if (coordinates.empty()) ImGui::TextDisabled("%s", tr(Text::editorNoCoordinates));
  else valueField(c, tr(Text::editorFieldSpeed), "motion speed", "/model/motion/speed", "1");  // the same path k times as fast
  for (const auto& coordinate : coordinates) coordinateMotion(c, coordinate);
  fieldMessage(c, "/model/motion");
}

}  // namespace wl::web::editor
