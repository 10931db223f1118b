// The motion: per coordinate a form for its time function — the parts it sums (a constant, a rate from
// a start, one turn per period, a polynomial's coefficients, sinusoids, rate pieces, a spline's samples),
// each with its numbers in fields captioned with their units, parts added and removed; the JSON itself
// behind an "advanced" tick; a preview plot with numbered axes (EditorMotionPlot.cpp). Or, when the model
// simulates, the forward-dynamics set-up (initial state, torques with an optional PID, integrator).
#include <algorithm>
#include <array>
#include <functional>

#include "app/text/UiText.hpp"
#include "app/editor/EditorEdits.hpp"
#include "app/editor/EditorMotionForm.hpp"
#include "app/editor/EditorSections.hpp"
#include "app/widgets/PanelWidgets.hpp"
#include "model/Units.hpp"

namespace wl::web::editor {
namespace {

using Json = nlohmann::json;

// The units of a coordinate's value, rate and acceleration, from the model the player shows ("" while
// the lesson is not valid yet: the captions then go without).
std::array<std::string, 3> coordinateUnits(const FieldContext& c, const std::string& coordinate) {
  const Model* model = shownModel(c);
  const int k = model ? model->findCoordinate(coordinate) : -1;
  if (k < 0) return {};
  return {coordinateUnit(*model, k, CoordinateQuantity::Position), coordinateUnit(*model, k, CoordinateQuantity::Rate),
          coordinateUnit(*model, k, CoordinateQuantity::Acceleration)};
}

std::string withUnit(const char* caption, const std::string& unit) { return unit.empty() ? caption : std::string(caption) + " [" + unit + "]"; }

// "rad/s³": the unit of a polynomial's coefficient of t^k.
std::string perPower(const std::string& unit, std::size_t k) {
  static const char* const powers[] = {"", "", "²", "³", "⁴", "⁵", "⁶", "⁷", "⁸", "⁹"};
  if (unit.empty() || k == 0) return unit;
  return unit + "/s" + (k < 10 ? powers[k] : "^" + std::to_string(k));
}

// One line of cells (captions and pointers), with a Remove button at its end when `removeName` is given.
// True when Remove was pressed.
bool cellLine(FieldContext& c, const std::vector<std::string>& captions, const std::vector<std::string>& pointers,
              const std::string& control, const std::vector<std::string>& parts, const std::string& removeName) {
  std::vector<const char*> texts;
  for (const auto& s : captions) texts.push_back(s.c_str());
  const char* removeText = tr(Text::editorRemove);
  const float removeWidth = removeName.empty() ? 0.0f : buttonAtLeastSquareWidth(removeText) + ImGui::GetStyle().ItemSpacing.x;
  const CellRow row(texts, removeWidth);
  for (std::size_t i = 0; i < pointers.size(); ++i) {
    row.place(i);
    numberCell(c, texts[i], control + " " + parts[i], pointers[i], row.width(i));
  }
  if (removeName.empty()) return false;
  if (row.oneLine()) ImGui::SameLine();
  return actionButton(removeText, removeName);
}

// The rows of an array of objects (sinusoids, rate pieces): each a line of its keys' cells.
void objectRows(FieldContext& c, const std::string& at, const std::string& control,
                const std::function<std::vector<std::pair<std::string, std::string>>(const Json&)>& keysOf, const Json& rowExample,
                const char* addText) {
  const Json rows = valueAt(c.doc(), at);
  const int count = rows.is_array() ? static_cast<int>(rows.size()) : 0;
  for (int r = 0; r < count; ++r) {
    ImGui::PushID(r);
    const auto keys = keysOf(rows[static_cast<std::size_t>(r)]);
    std::vector<std::string> captions, pointers, parts;
    for (const auto& [key, caption] : keys) {
      captions.push_back(caption);
      pointers.push_back(at + "/" + std::to_string(r) + "/" + key);
      parts.push_back(key);
    }
    const std::string rowName = control + " " + std::to_string(r + 1);
    if (cellLine(c, captions, pointers, rowName, parts, count > 1 ? "remove " + rowName : "")) {
      c.commit(without(c.doc(), at + "/" + std::to_string(r)), c.undoLabel(tr(Text::editorRemove)));
      ImGui::PopID();
      return;
    }
    ImGui::PopID();
  }
  if (actionButton(addText, "add " + control)) {
    Json next = count > 0 ? rows[static_cast<std::size_t>(count - 1)] : rowExample;  // another like the last
    c.commit(withAppended(c.doc(), at, next), c.undoLabel(addText));
  }
}

void partFields(FieldContext& c, const std::string& at, const Json& function, MotionPart part, const std::string& coordinate,
                const std::array<std::string, 3>& units) {
  const std::string control = coordinate + " " + motionPartName(part);
  const std::string& value = units[0];
  const std::string& rate = units[1];
  switch (part) {
    case MotionPart::Constant: {
      // A bare number is the whole function; in a sum it is "constant", and a "start" alone adds to it.
      std::vector<std::string> captions{withUnit(tr(Text::editorMotionValue), value)}, pointers{function.is_object() ? at + "/constant" : at},
          parts{"value"};
      if (function.is_object() && function.contains("start") && !function.contains("rate") && !function.contains("period")) {
        captions.push_back(withUnit(tr(Text::editorMotionStart), value));
        pointers.push_back(at + "/start");
        parts.push_back("start");
      }
      cellLine(c, captions, pointers, control, parts, "");
      break;
    }
    case MotionPart::Rate:
      cellLine(c, {withUnit(tr(Text::editorMotionStart), value), withUnit(tr(Text::editorMotionRate), rate)}, {at + "/start", at + "/rate"},
               control, {"start", "rate"}, "");
      break;
    case MotionPart::Period:
      cellLine(c, {withUnit(tr(Text::editorMotionStart), value), withUnit(tr(Text::editorMotionPeriod), "s")}, {at + "/start", at + "/period"},
               control, {"start", "period"}, "");
      ImGui::TextDisabled("%s", tr(Text::editorMotionOneTurn));
      break;
    case MotionPart::Polynomial: {
      const Json coefficients = valueAt(c.doc(), at + "/polynomial");
      const std::size_t n = coefficients.is_array() ? coefficients.size() : 0;
      std::vector<std::string> captions, pointers, parts;
      for (std::size_t k = 0; k < n; ++k) {
        captions.push_back(withUnit(("c" + std::to_string(k)).c_str(), perPower(value, k)));
        pointers.push_back(at + "/polynomial/" + std::to_string(k));
        parts.push_back("c" + std::to_string(k));
      }
      ImGui::TextDisabled("%s", "c0 + c1·t + c2·t² + …");  // a formula: the same in every language
      // Three coefficients a line: c0 + c1 t + c2 t² + …
      for (std::size_t start = 0; start < n; start += 3) {
        const std::size_t end = std::min(n, start + 3);
        cellLine(c, {captions.begin() + static_cast<long>(start), captions.begin() + static_cast<long>(end)},
                 {pointers.begin() + static_cast<long>(start), pointers.begin() + static_cast<long>(end)}, control,
                 {parts.begin() + static_cast<long>(start), parts.begin() + static_cast<long>(end)}, "");
      }
      if (n < 16 && actionButton(tr(Text::editorMotionAddCoefficient), "add " + coordinate + " coefficient"))
        c.commit(withAppended(c.doc(), at + "/polynomial", 0.0), c.undoLabel(tr(Text::editorMotionAddCoefficient)));
      if (n > 1) {
        ImGui::SameLine();
        if (actionButton(tr(Text::editorMotionRemoveCoefficient), "remove " + coordinate + " coefficient"))
          c.commit(without(c.doc(), at + "/polynomial/" + std::to_string(n - 1)), c.undoLabel(tr(Text::editorMotionRemoveCoefficient)));
      }
      break;
    }
    case MotionPart::Sinusoids: {
      // Each sinusoid by what it gives: an amplitude of the value or of its rate, a period or ω, a phase.
      const auto keysOf = [&](const Json& row) {
        std::vector<std::pair<std::string, std::string>> keys;
        if (row.is_object() && row.contains("rate_amplitude")) keys.emplace_back("rate_amplitude", withUnit(tr(Text::editorMotionRateAmplitude), rate));
        else keys.emplace_back("amplitude", withUnit(tr(Text::editorMotionAmplitude), value));
        if (row.is_object() && row.contains("omega")) keys.emplace_back("omega", withUnit("ω", "rad/s"));
        else keys.emplace_back("period", withUnit(tr(Text::editorMotionPeriod), "s"));
        keys.emplace_back("phase", withUnit(tr(Text::editorMotionPhase), "rad"));
        return keys;
      };
      objectRows(c, at + "/sinusoids", coordinate + " sinusoid", keysOf, {{"amplitude", 0.5}, {"period", 2.0}, {"phase", 0.0}}, tr(Text::editorMotionAddSinusoid));
      break;
    }
    case MotionPart::RatePieces: {
      const auto keysOf = [&](const Json&) {
        return std::vector<std::pair<std::string, std::string>>{{"duration", withUnit(tr(Text::editorMotionDuration), "s")},
                                                                 {"rate", withUnit(tr(Text::editorMotionRate), rate)}};
      };
      objectRows(c, at + "/rate_pieces/pieces", coordinate + " piece", keysOf, {{"duration", 1.0}, {"rate", 0.0}}, tr(Text::editorMotionAddPiece));
      cellLine(c, {withUnit(tr(Text::editorMotionRamp), "s")}, {at + "/rate_pieces/ramp"}, coordinate, {"ramp"}, "");
      flagField(c, tr(Text::editorMotionRepeat), coordinate + " repeat", at + "/rate_pieces/repeat", false);
      break;
    }
    case MotionPart::Spline: {
      const Json t = valueAt(c.doc(), at + "/spline/t"), v = valueAt(c.doc(), at + "/spline/value");
      const std::size_t n = t.is_array() && v.is_array() ? std::min(t.size(), v.size()) : 0;
      constexpr std::size_t kRowsShown = 40;  // a measured table is pasted, not typed row by row
      if (n <= kRowsShown) {
        for (std::size_t r = 0; r < n; ++r) {
          ImGui::PushID(static_cast<int>(r));
          const std::string rowName = coordinate + " sample " + std::to_string(r + 1);
          const std::string index = std::to_string(r);
          if (cellLine(c, {withUnit("t", "s"), withUnit(tr(Text::editorMotionValue), value)}, {at + "/spline/t/" + index, at + "/spline/value/" + index},
                       rowName, {"t", "value"}, n > 2 ? "remove " + rowName : "")) {
            c.commit(without(without(c.doc(), at + "/spline/value/" + index), at + "/spline/t/" + index), c.undoLabel(tr(Text::editorRemove)));
            ImGui::PopID();
            break;
          }
          ImGui::PopID();
        }
        if (n >= 1 && actionButton(tr(Text::editorMotionAddSample), "add " + coordinate + " sample")) {
          const double last = t[n - 1].is_number() ? t[n - 1].get<double>() : 0.0;
          Json next = withAppended(c.doc(), at + "/spline/t", last + 1.0);
          c.commit(withAppended(std::move(next), at + "/spline/value", v[n - 1]), c.undoLabel(tr(Text::editorMotionAddSample)));
        }
      } else {
        ImGui::TextDisabled("%s", fill(tr(Text::editorMotionSamples), {std::to_string(n), uiNumber(t[0].is_number() ? t[0].get<double>() : 0.0),
                                                                       uiNumber(t[n - 1].is_number() ? t[n - 1].get<double>() : 0.0)})
                                      .c_str());
      }
      static std::string pasted;  // the one table being pasted (a text field's scratch, not the document)
      ImGui::TextDisabled("%s", tr(Text::editorPasteTable));
      if (inputString(("##" + coordinate + " table").c_str(), pasted, true, ImGui::GetTextLineHeight() * 3.0f)) {
        Json spline;
        if (tableToSpline(pasted, spline)) c.commit(withValue(c.doc(), at + "/spline", spline["spline"]), c.undoLabel(tr(Text::editorPasteTable)), at + "/table");
      }
      nameControl(lastItemId(), (coordinate + " table").c_str());
      if (ImGui::IsItemDeactivated()) {
        pasted.clear();
        c.editor.document.endMerge();
      }
      break;
    }
    case MotionPart::Sum:
      ImGui::TextWrapped("%s", tr(Text::editorMotionSum));
      break;
  }
}

// What the function sums, for the kind combo: "period", "constant + rate pieces".
std::string partsSummary(const Json& function) {
  const auto parts = motionParts(function);
  if (parts.empty()) return tr(Text::editorMotionNone);
  std::string out;
  for (MotionPart p : parts) out += (out.empty() ? "" : " + ") + std::string(motionPartName(p));
  return out;
}

void coordinateMotion(FieldContext& c, const std::string& coordinate) {
  const std::string at = "/model/motion/" + coordinate;
  const Json function = valueAt(c.doc(), at);
  ImGui::PushID(coordinate.c_str());
  const SubjectScope subject(c, coordinate);
  const auto units = coordinateUnits(c, coordinate);
  ImGui::Separator();
  ImGui::TextUnformatted(units[0].empty() ? coordinate.c_str() : (coordinate + " [" + units[0] + "]").c_str());
  // The kind: the whole motion replaced by one of that kind to start from.
  caption(c, tr(Text::editorMotionKind));
  const std::string summary = partsSummary(function);
  if (beginCombo(("##" + coordinate + " motion kind").c_str(), summary.c_str(), 0, (coordinate + " motion kind").c_str())) {
    for (MotionPart p : kMotionParts) {
      if (p == MotionPart::Sum) continue;  // a sum is written as JSON
      if (ImGui::Selectable(motionPartName(p), summary == motionPartName(p)) && summary != motionPartName(p))
        c.commit(withValue(c.doc(), at, motionExample(p)), c.undoLabel(tr(Text::editorMotionKind)));
      nameControl(lastItemId(), motionPartName(p));
    }
    endCombo();
  }
  // Each part's numbers, with Remove where the motion sums more than one.
  const auto parts = motionParts(function);
  for (MotionPart p : parts) {
    ImGui::PushID(static_cast<int>(p));
    const std::string control = coordinate + " " + motionPartName(p);
    if (parts.size() > 1) {
      ImGui::AlignTextToFramePadding();
      ImGui::TextDisabled("%s", motionPartName(p));
      ImGui::SameLine();
      if (actionButton(tr(Text::editorRemove), "remove " + control)) {
        c.commit(withValue(c.doc(), at, withoutMotionPart(function, p)), c.undoLabel(tr(Text::editorRemove)));
        ImGui::PopID();
        break;
      }
    }
    partFields(c, at, function, p, coordinate, units);
    ImGui::PopID();
  }
  // More parts to sum: an offset, a sinusoid on top of a rate, …
  caption(c, tr(Text::editorMotionAddPart));
  if (beginCombo(("##" + coordinate + " add part").c_str(), "+", 0, (coordinate + " add part").c_str())) {
    for (MotionPart p : kMotionParts) {
      if (p == MotionPart::Sum) continue;
      const Json added = withMotionPart(function, p);
      if (added == function) continue;  // there already, or not with what is there (a rate and a period)
      if (ImGui::Selectable(motionPartName(p))) c.commit(withValue(c.doc(), at, added), c.undoLabel(tr(Text::editorMotionAddPart)));
      nameControl(lastItemId(), motionPartName(p));
    }
    endCombo();
  }
  fieldMessage(c, at, true);
  // The JSON, for what the form does not write (a sum of functions), kept behind a tick.
  ImGuiStorage* kept = ImGui::GetStateStorage();
  const ImGuiID jsonKey = ImGui::GetID("json shown");
  bool json = kept->GetBool(jsonKey, std::find(parts.begin(), parts.end(), MotionPart::Sum) != parts.end());
  if (ImGui::Checkbox((std::string(tr(Text::editorMotionJson)) + "###json").c_str(), &json)) kept->SetBool(jsonKey, json);
  nameControl(lastItemId(), (coordinate + " motion json").c_str());
  if (json) valueField(c, tr(Text::editorFieldFunction), coordinate + " motion", at, "0");
  motionPreview(c, function, coordinate, units);
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
