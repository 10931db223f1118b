// The player's ImGui windows. They read the session and write user choices back; no physics here.
#include <algorithm>
#include <cmath>
#include <cstdio>

#include "app/App.hpp"
#include "app/PanelWindow.hpp"
#include "app/TextWrap.hpp"
#include "render/Palette.hpp"
#include "imgui.h"
#include "model/Units.hpp"
#include "io/JsonText.hpp"
#include "lesson/LessonSession.hpp"
#include "lesson/Quantity.hpp"
#include "platform/Browser.hpp"
#include "session/ObserverSpec.hpp"

namespace wl::web {
namespace {

ImVec4 toImGui(render::Rgba c) { return ImVec4(c.r, c.g, c.b, 1.0f); }

// Wrapped to the window, breaking only at spaces: numbers stay whole (see TextWrap.hpp).
void textWrappedWhole(std::string_view text) {
  wrapAtSpaces(
      text, ImGui::GetContentRegionAvail().x,
      [](std::string_view s) { return ImGui::CalcTextSize(s.data(), s.data() + s.size()).x; },
      [](std::string_view line) { ImGui::TextUnformatted(line.data(), line.data() + line.size()); });
}

}  // namespace

// Layout in units of the unscaled UI (negative x or y: from the right or bottom edge). Applied once,
// and again whenever the UI scale changes, so text never overflows windows sized for a smaller font.
void App::placeWindow(float x, float y, float w, float h, bool collapsed) const {
  const ImVec2 display = ImGui::GetIO().DisplaySize;
  const float k = uiScale_;
  x *= k, y *= k, w *= k, h *= k;
  // On a small screen at a large scale the window still fits: smaller, and pushed inside the edges.
  w = std::min(w, std::max(100.0f, display.x - 20.0f));
  h = std::min(h, std::max(60.0f, display.y - 20.0f));
  ImGui::SetNextWindowCollapsed(collapsed, ImGuiCond_FirstUseEver);
  const float left = std::clamp(x < 0 ? display.x + x - w : x, 0.0f, std::max(0.0f, display.x - w));
  const float top = std::clamp(y < 0 ? display.y + y - h : y, 0.0f, std::max(0.0f, display.y - h));
  ImGui::SetNextWindowPos(ImVec2(left, top), layoutCondition_);
  ImGui::SetNextWindowSize(ImVec2(w, h), layoutCondition_);
}

ImVec2 App::presenterLessonSize() const {
  const ImVec2 display = ImGui::GetIO().DisplaySize;
  return ImVec2(std::min(440.0f, 0.55f * display.x / uiScale_), std::min(190.0f, 0.4f * display.y / uiScale_));
}

void App::lessonPanel() {
  // Presenter mode: the narrative along the bottom like subtitles, the mechanism above it.
  if (presenter_) placeWindow(10, -10, presenterLessonSize().x, presenterLessonSize().y);
  else placeWindow(10, 10, 400, 250);
  beginPanel("Lesson");
  if (ImGui::BeginCombo("##lesson", lessons_[lessonIndex_].title.c_str())) {
    for (size_t i = 0; i < lessons_.size(); ++i)
      if (ImGui::Selectable(lessons_[i].title.c_str(), i == lessonIndex_) && i != lessonIndex_) {
        std::string error;
        if (openLesson(i, error)) goToStep(0);
        else setMessage(error, true);
      }
    ImGui::EndCombo();
  }
  if (lesson_) {
    ImGui::TextDisabled("Step %d of %d", step_ + 1, static_cast<int>(lesson_->steps.size()));
    ImGui::SameLine();
    if (ImGui::SmallButton("< Prev") && step_ > 0) goToStep(step_ - 1);
    ImGui::SameLine();
    if (ImGui::SmallButton("Next >") && step_ + 1 < static_cast<int>(lesson_->steps.size())) goToStep(step_ + 1);
    const LessonStep& st = lesson_->steps[static_cast<size_t>(step_)];
    ImGui::TextUnformatted(st.title.c_str());
    ImGui::Separator();
    textWrappedWhole(st.text);
  }
  if (!message_.empty()) {
    ImGui::Separator();
    ImGui::PushStyleColor(ImGuiCol_Text, messageIsError_ ? ImVec4(1, 0.55f, 0.45f, 1) : ImVec4(0.6f, 0.9f, 0.6f, 1));
    textWrappedWhole(message_);
    ImGui::PopStyleColor();
    if (ImGui::SmallButton("dismiss")) message_.clear();
  }
  ImGui::End();
}

void App::timePanel() {
  if (presenter_) {
    const float free = ImGui::GetIO().DisplaySize.x / uiScale_ - presenterLessonSize().x - 30;
    placeWindow(-10, -10, std::max(200.0f, free), 112);
  } else {
    placeWindow(10, -10, 560, 112);
  }
  beginPanel("Time");
  if (ImGui::Button(playing_ ? "Pause" : "Play")) playing_ = !playing_;
  ImGui::SameLine();
  if (ImGui::Button("<|")) {
    playing_ = false;
    (void)session_->setTime(std::max(session_->startTime(), session_->time() - 1.0 / 30.0));
  }
  ImGui::SameLine();
  if (ImGui::Button("|>")) {
    playing_ = false;
    advanceTime(1.0 / 30.0);
  }
  ImGui::SameLine();
  ImGui::Checkbox("loop", &loop_);
  ImGui::SameLine();
  ImGui::SetNextItemWidth(120 * uiScale_);
  ImGui::SliderFloat("speed", &speed_, 0.1f, 4.0f, "%.1f×", ImGuiSliderFlags_Logarithmic);
  float t = static_cast<float>(session_->time());
  ImGui::SetNextItemWidth(-80 * uiScale_);
  if (ImGui::SliderFloat("t [s]", &t, static_cast<float>(session_->startTime()), static_cast<float>(session_->endTime()), "%.3f s")) {
    if (Status st = session_->setTime(t); !st) setMessage(st.error().text(), true);
    if (compare_) (void)compare_->setTime(session_->time());
  }
  // In front of a hall the row keeps only what a presenter uses.
  if (!presenter_ && ImGui::Button("Copy link")) {
    const std::string link = encodeShareState(shareState());
    copyLinkToClipboard(link, lessons_[lessonIndex_].fromFile);
    writeLocationHash(link);
    setMessage(isBrowser() ? "Link copied: it restores this lesson, step, time, frame and parameters." : link, false);
  }
  if (!presenter_) {
    ImGui::SameLine();
    if (ImGui::Button("Export CSV")) exportCsv();
    ImGui::SameLine();
    if (ImGui::Button("Screenshot")) {
      const std::string name = lessons_[lessonIndex_].id + ".png";
      if (!saveCanvasScreenshot(name)) pendingScreenshot_ = name;
      setMessage(std::string("Saved the picture as ") + name + (isBrowser() ? " in your downloads." : " in the working folder."), false);
    }
    ImGui::SameLine();
    if (ImGui::Button("Import motion")) {
      if (!requestFileImport()) setMessage("Drop a CSV or .mot file on the window to import it.", false);
    }
    ImGui::SameLine();
  }
  if (ImGui::Button(presenter_ ? "Presenter off" : "Presenter")) togglePresenter();
  if (presenter_) {
    ImGui::SameLine();
    ImGui::SetNextItemWidth(120 * uiScale_);
    // Applied when the slider is let go: each change rebuilds the font at the new size.
    float zoom = presenterZoomEdit_;
    if (ImGui::SliderFloat("UI scale", &zoom, 1.5f, 2.5f, "%.2f×")) presenterZoomEdit_ = zoom;
    if (ImGui::IsItemDeactivatedAfterEdit()) presenterZoom_ = presenterZoomEdit_;
  }
  ImGui::SameLine();
  if (ImGui::Button("?")) showHelp_ = !showHelp_;
  ImGui::End();
}

void App::termsPanel() {
  placeWindow(-10, 10, 310, 400);
  // Folded to its title bar in presenter mode (a click opens it), unfolded again after.
  if (presenterRelayout_) ImGui::SetNextWindowCollapsed(presenter_, ImGuiCond_Always);
  beginPanel("Terms and frame");
  const Model& model = session_->model();
  // Combos sized to leave their labels room: a cut "moments ab" reads as a bug on a projector.
  ImGui::PushItemWidth(-(ImGui::CalcTextSize("moments about").x + ImGui::GetStyle().ItemInnerSpacing.x));
  // Observer: the named choices, every frame, and each frame attached at its proximal joint.
  if (ImGui::BeginCombo("observer", frameText_.c_str(), ImGuiComboFlags_HeightLarge)) {
    std::vector<std::string> options{"world", "own", "parent"};
    for (size_t f = 1; f < model.frames().size(); ++f) {
      options.push_back(model.frames()[f].name);
      if (model.frames()[f].segment >= 0) options.push_back(model.frames()[f].name + "@" + model.frames()[f].name + ".proximal");
    }
    for (const std::string& o : options)
      if (ImGui::Selectable(o.c_str(), o == frameText_)) {
        const std::string keep = frameText_;
        frameText_ = o;
        if (Status st = applyView(); !st) {
          frameText_ = keep;
          (void)applyView();
          setMessage(st.error().text(), true);
        }
      }
    ImGui::EndCombo();
  }
  const char* abouts[] = {"proximal joint", "centre of mass", "distal joint"};
  if (ImGui::Combo("moments about", &about_, abouts, 3)) (void)applyView();
  ImGui::PopItemWidth();
  ImGui::Checkbox("arrows where each term acts", &arrowsWhereTheyAct_);
  if (ImGui::IsItemHovered())
    ImGui::SetTooltip("On: joint at the proximal joint, reactions at the distal joint, dynamic, fictitious\n"
                      "and gravity at the centre of mass, loads at their points; arcs are moments about\n"
                      "those points. Off: every term at the 'moments about' point, as in the table.");
  ImGui::Checkbox("camera follows the observer", &followObserver_);
  // The invariance, visible right under the observer it is about: the joint wrench does not depend on
  // the observer, the fictitious terms do.
  // Round-off shown as a power of ten, the largest of the last two seconds: the exact value flickers
  // every frame, and a number that changes makes the whole panel redraw.
  const double discrepancy = session_->jointWrenchDiscrepancy();
  const int exponent = discrepancy > 0.0 ? static_cast<int>(std::ceil(std::log10(discrepancy))) : -99;
  if (exponent >= roundOffExponent_ || ImGui::GetTime() - roundOffShownAt_ > 2.0) {
    roundOffExponent_ = exponent;
    roundOffShownAt_ = ImGui::GetTime();
  }
  char agreement[64];
  if (discrepancy >= 1e-6) std::snprintf(agreement, sizeof agreement, "differ by %.3g: more than round-off", discrepancy);
  else if (roundOffExponent_ <= -99) std::snprintf(agreement, sizeof agreement, "equal");
  else std::snprintf(agreement, sizeof agreement, "equal to within 1e%d (round-off)", roundOffExponent_);
  ImGui::PushStyleColor(ImGuiCol_Text, discrepancy >= 1e-6 ? ImVec4(1, 0.55f, 0.45f, 1) : ImVec4(0.6f, 0.9f, 0.6f, 1));
  ImGui::TextWrapped("Joint wrench, this observer vs the inertial frame: %s.", agreement);
  ImGui::PopStyleColor();
  if (ImGui::IsItemHovered()) ImGui::SetTooltip("Switch the observer: the fictitious terms change, the joint wrench does not.");
  ImGui::Separator();
  // Two columns, so all nine fit without scrolling and the split the lessons teach is the layout:
  // what acts on the segment, and what only this observer's acceleration adds. The digits are the
  // keyboard shortcuts.
  const auto termToggle = [this](Term t) {
    const size_t i = static_cast<size_t>(t);
    ImGui::PushStyleColor(ImGuiCol_CheckMark, toImGui(render::termColour(t, presenter_)));
    char label[64];
    std::snprintf(label, sizeof label, "%d  %s", static_cast<int>(i) + 1, termLabel(t));
    bool on = showTerm_[i];
    if (ImGui::Checkbox(label, &on)) {
      showTerm_[i] = on;
      seriesDirty_ = true;
    }
    ImGui::PopStyleColor();
  };
  Term acting[kTermCount], fictitious[kTermCount];
  size_t actingCount = 0, fictitiousCount = 0;
  for (Term t : kAllTerms) {
    if (isFictitious(t)) fictitious[fictitiousCount++] = t;
    else acting[actingCount++] = t;
  }
  if (ImGui::BeginTable("##terms", 2)) {
    ImGui::TableNextRow();
    ImGui::TableNextColumn();
    ImGui::TextDisabled("acting");
    ImGui::TableNextColumn();
    ImGui::TextDisabled("fictitious");
    for (size_t row = 0; row < std::max(actingCount, fictitiousCount); ++row) {
      ImGui::TableNextRow();
      ImGui::TableNextColumn();
      if (row < actingCount) termToggle(acting[row]);
      ImGui::TableNextColumn();
      if (row < fictitiousCount) termToggle(fictitious[row]);
    }
    ImGui::EndTable();
  }
  if (ImGui::TreeNode("segments")) {
    for (int s = 0; s < model.segmentCount(); ++s) {
      bool on = showSegment_[static_cast<size_t>(s)] != 0;
      if (ImGui::Checkbox(model.segments()[static_cast<size_t>(s)].name.c_str(), &on)) showSegment_[static_cast<size_t>(s)] = on;
    }
    ImGui::TreePop();
  }
  ImGui::Separator();
  ImGui::Checkbox("COM trails", &trails_);
  ImGui::SameLine();
  ImGui::SetNextItemWidth(-(ImGui::CalcTextSize("arrows").x + ImGui::GetStyle().ItemInnerSpacing.x));
  float scale = newtonsPerCm_;
  if (ImGui::SliderFloat("arrows", &scale, 0.0f, 200.0f, scale == 0.0f ? "auto" : "%.2f N/cm", ImGuiSliderFlags_Logarithmic))
    newtonsPerCm_ = scale;
  ImGui::End();
}

void App::tablePanel() {
  placeWindow(10, 270, 560, 260, true);
  beginPanel("Table");
  const Model& model = session_->model();
  ImGui::SetNextItemWidth(220 * uiScale_);
  // The axes the numbers are written in (a step may set them): independent of who observes.
  if (ImGui::BeginCombo("numbers written in", expressText_ == "observer" ? "observer's axes" : expressText_ == "own" ? "each segment's axes"
                                                                                      : (expressText_ + " axes").c_str())) {
    std::vector<std::string> options{"observer", "own"};
    for (size_t f = 0; f < model.frames().size(); ++f) options.push_back(model.frames()[f].name);
    for (const std::string& o : options) {
      const std::string label = o == "observer" ? "observer's axes" : o == "own" ? "each segment's axes" : o + " axes";
      if (ImGui::Selectable(label.c_str(), o == expressText_)) {
        const std::string keep = expressText_;
        expressText_ = o;
        if (Status st = applyView(); !st) {
          expressText_ = keep;
          (void)applyView();
          setMessage(st.error().text(), true);
        }
      }
    }
    ImGui::EndCombo();
  }
  const TermBreakdown& b = session_->breakdown();
  for (const SegmentTerms& s : b.segments) {
    if (!showSegment_[static_cast<size_t>(s.segment)]) continue;
    const std::string& name = model.segments()[static_cast<size_t>(s.segment)].name;
    ImGui::Text("%s — components along the %s axes, moments about the %s", name.c_str(),
                model.frames()[static_cast<size_t>(s[Term::Joint].frame)].name.c_str(), about_ == 1 ? "COM" : about_ == 2 ? "distal joint" : "proximal joint");
    if (ImGui::BeginTable(name.c_str(), 7, ImGuiTableFlags_Borders | ImGuiTableFlags_RowBg | ImGuiTableFlags_SizingFixedFit)) {
      for (const char* h : {"term", "Fx [N]", "Fy [N]", "Fz [N]", "Mx [N·m]", "My [N·m]", "Mz [N·m]"}) ImGui::TableSetupColumn(h);
      ImGui::TableHeadersRow();
      for (Term t : kAllTerms) {
        if (!showTerm_[static_cast<size_t>(t)]) continue;
        const Wrench& w = s[t];
        ImGui::TableNextRow();
        ImGui::TableNextColumn();
        ImGui::TextColored(toImGui(render::termColour(t, presenter_)), "%s", termLabel(t));
        for (double v : {w.force.x(), w.force.y(), w.force.z(), w.moment.x(), w.moment.y(), w.moment.z()}) {
          ImGui::TableNextColumn();
          ImGui::TextUnformatted(formatNumber(v).c_str());
        }
      }
      ImGui::TableNextRow();
      ImGui::TableNextColumn();
      ImGui::TextDisabled("residual");
      for (int k = 0; k < 6; ++k) {
        ImGui::TableNextColumn();
        // Exact zero reads "0", not "0e+00"; anything else only needs its order of magnitude.
        const double r = s.residual.vector()(k);
        if (r == 0.0) ImGui::TextDisabled("0");
        else ImGui::TextDisabled("%.0e", r);
      }
      ImGui::EndTable();
    }
  }
  ImGui::Text("joint torques and forces:");
  for (int k = 0; k < model.nq(); ++k) {
    ImGui::SameLine();
    ImGui::Text("%s = %s %s", model.coordinateNames()[static_cast<size_t>(k)].c_str(),
                formatNumber(session_->jointTorques()(k)).c_str(),
                coordinateUnit(model, k, CoordinateQuantity::GeneralizedForce));
  }
  ImGui::End();
}

void App::formulaPanel() {
  if (!lesson_ || lesson_->formulas.empty()) return;
  if (presenter_) placeWindow(-10, 40, 310, 150);
  else placeWindow(-10, 420, 420, 150);
  if (presenterRelayout_) ImGui::SetNextWindowCollapsed(presenter_, ImGuiCond_Always);
  beginPanel("Formulas");
  const Model& model = session_->model();
  if (ImGui::BeginCombo("segment", model.segments()[static_cast<size_t>(focusSegment_)].name.c_str())) {
    for (int s = 0; s < model.segmentCount(); ++s)
      if (ImGui::Selectable(model.segments()[static_cast<size_t>(s)].name.c_str(), s == focusSegment_)) focusSegment_ = s;
    ImGui::EndCombo();
  }
  // Components change with the axes they are taken along: say which, so an invariant vector whose
  // numbers change when the observer does is not mistaken for a changed one.
  const SegmentTerms& shown = session_->breakdown().segments[static_cast<size_t>(focusSegment_)];
  ImGui::TextDisabled("vectors: components along the %s axes", model.frames()[static_cast<size_t>(shown[Term::Joint].frame)].name.c_str());
  for (const auto& [key, f] : lesson_->formulas) {
    if (!formulaShownInStep(f, step_)) continue;
    Term t;
    const bool isTerm = termFromKey(key, t);
    if (isTerm && !showTerm_[static_cast<size_t>(t)]) continue;
    if (isTerm) ImGui::PushStyleColor(ImGuiCol_Text, toImGui(render::termColour(t, presenter_)));
    textWrappedWhole(f.symbol);
    if (isTerm) ImGui::PopStyleColor();
    auto text = substituteLessonFormula(*session_, f, focusSegment_);
    ImGui::Indent();
    textWrappedWhole(text ? *text : text.error().text());
    ImGui::Unindent();
  }
  ImGui::End();
}

void App::exercisePanel() {
  if (!lesson_ || lesson_->exercises.empty()) return;
  placeWindow(10, 300, 420, 260, true);
  beginPanel("Exercises");
  for (size_t i = 0; i < lesson_->exercises.size(); ++i) {
    const LessonExercise& e = lesson_->exercises[i];
    ImGui::PushID(static_cast<int>(i));
    // An exercise a step asks (a prediction) says which step; its answer uses that step's settings.
    textWrappedWhole(std::to_string(i + 1) + ". " + (e.step >= 0 ? "(step " + std::to_string(e.step + 1) + ") " : std::string()) + e.prompt);
    std::string& input = exerciseInput_[i];
    auto check = [&](const std::string& answerText) {
      // The engine computes the answer at the exercise's own state, on a copy: the lesson keeps its time.
      auto copy = openLessonSession(*lesson_, e.step);
      if (!copy) return;
      for (const LessonParameter& p : lesson_->parameters) {
        // The question is about its step's set-up ("with the period halved"): those fields stay.
        if (e.step >= 0 && lesson_->steps[static_cast<size_t>(e.step)].set.contains(p.path)) continue;
        auto v = session_->parameter(p.path);
        if (v) (void)copy->setParameter(p.path, *v);
      }
      auto answer = computeAnswer(*copy, e);
      if (!answer) {
        setMessage(answer.error().text(), true);
        return;
      }
      input = answerText;
      exerciseState_[i] = checkAnswer(e, *answer, answerText) ? 1 : 2;
    };
    if (e.kind == LessonExercise::Kind::Sign) {
      for (const char* sign : {"+", "−", "0"}) {
        if (ImGui::RadioButton(sign, input == sign)) check(sign);
        ImGui::SameLine();
      }
      ImGui::NewLine();
    } else if (e.kind == LessonExercise::Kind::Choice) {
      for (const auto& c : e.choices)
        if (ImGui::RadioButton(c.first.c_str(), input == c.first)) check(c.first);
    } else {
      char buffer[64];
      std::snprintf(buffer, sizeof buffer, "%s", input.c_str());
      ImGui::SetNextItemWidth(120 * uiScale_);
      if (ImGui::InputText(e.unit.c_str(), buffer, sizeof buffer, ImGuiInputTextFlags_EnterReturnsTrue)) check(buffer);
      else input = buffer;
      ImGui::SameLine();
      if (ImGui::SmallButton("check")) check(input);
    }
    if (exerciseState_[i] == 1) ImGui::TextColored(ImVec4(0.5f, 0.9f, 0.5f, 1), "Right.");
    if (exerciseState_[i] == 2) ImGui::TextColored(ImVec4(1, 0.6f, 0.4f, 1), "Not quite.");
    if (exerciseState_[i] != 0) textWrappedWhole(e.explanation);
    ImGui::Separator();
    ImGui::PopID();
  }
  ImGui::End();
}

void App::parameterPanel() {
  if (!lesson_ || lesson_->parameters.empty()) return;
  placeWindow(10, 330, 400, 200, true);
  beginPanel("Parameters");
  // Fields as wide as the longest label allows, so no label is cut; the unit sits inside the field.
  float labelWidth = 0.0f;
  for (const LessonParameter& p : lesson_->parameters) labelWidth = std::max(labelWidth, ImGui::CalcTextSize(p.label.c_str()).x);
  ImGui::PushItemWidth(std::max(90.0f * uiScale_, ImGui::GetContentRegionAvail().x - labelWidth - ImGui::GetStyle().ItemInnerSpacing.x));
  for (size_t i = 0; i < lesson_->parameters.size(); ++i) {
    const LessonParameter& p = lesson_->parameters[i];
    auto current = session_->parameter(p.path);
    float v = current && current->is_number() ? current->get<float>() : 0.0f;
    ImGui::PushID(static_cast<int>(i));
    bool changed;
    // The unit comes from a lesson file: a '%' in it must print, not be read as a conversion.
    std::string format = p.integer ? "%d" : "%.4g";
    if (!p.unit.empty()) format += " ";
    for (char c : p.unit) format += c == '%' ? std::string("%%") : std::string(1, c);
    if (p.integer) {
      int n = static_cast<int>(std::lround(v));
      changed = ImGui::SliderInt(p.label.c_str(), &n, static_cast<int>(p.min), static_cast<int>(p.max), format.c_str());
      v = static_cast<float>(n);
    } else {
      // Typed values may leave the slider's range: the engine decides what is valid.
      changed = ImGui::DragFloat(p.label.c_str(), &v, static_cast<float>((p.max - p.min) / 200.0), 0.0f, 0.0f, format.c_str());
    }
    if (changed) {
      Status s = session_->setParameter(p.path, p.integer ? nlohmann::json(static_cast<int>(v)) : nlohmann::json(v));
      parameterErrors_[i] = s ? "" : s.error().message;
      if (s) {
        rebuildAfterModelChange();
        (void)applyView();
      }
    }
    if (!parameterErrors_[i].empty()) ImGui::TextColored(ImVec4(1, 0.55f, 0.45f, 1), "%s (kept the previous value)", parameterErrors_[i].c_str());
    ImGui::PopID();
  }
  ImGui::PopItemWidth();
  ImGui::End();
}

void App::simulationPanel() {
  placeWindow(10, 360, 380, 150, true);
  beginPanel("Simulation");
  const SimulationSpec& spec = session_->file().simulation;
  const char* names[] = {"euler", "symplectic", "rk4", "rk45"};
  int current = static_cast<int>(spec.integrator);
  if (ImGui::Combo("integrator", &current, names, 4)) {
    if (Status s = session_->setParameter("simulation.integrator", names[current]); !s) setMessage(s.error().text(), true);
    rebuildAfterModelChange();
    (void)applyView();
  }
  if (ImGui::Button("Reset")) {
    session_->resetSimulation();
    if (compare_) compare_->resetSimulation();
    for (auto& t : trailPoints_) t.clear();
  }
  const Energy e = session_->energy();
  ImGui::Text("energy %s J (%s)", formatNumber(e.total()).c_str(), names[current]);
  if (compare_) ImGui::Text("energy %s J (rk4, dt %.0e s)", formatNumber(compare_->energy().total()).c_str(), compare_->file().simulation.dt);
  if (!session_->simulationError().empty()) ImGui::TextColored(ImVec4(1, 0.55f, 0.45f, 1), "%s", session_->simulationError().c_str());
  ImGui::End();
}

void App::helpPanel() {
  ImGui::Begin("Keyboard shortcuts", &showHelp_, ImGuiWindowFlags_AlwaysAutoResize);
  const char* rows[][2] = {{"Space", "play / pause"}, {"← / →", "step back / forward in time"},
                           {"Page Up / Down", "previous / next lesson step"}, {"F", "presenter mode (large, high contrast)"},
                           {"1 – 9", "toggle the terms in legend order"}, {"? or H", "this help"},
                           {"drag on the scene", "orbit (3D) or pan (2D); Shift + drag pans in 3D"},
                           {"wheel", "zoom about the pointer"}, {"R or Home", "reset the view"}, {"one finger", "tap and drag, as the mouse"},
                           {"two fingers", "pinch to zoom, move to pan"}};
  for (auto& r : rows) {
    ImGui::TextUnformatted(r[0]);
    ImGui::SameLine(170 * uiScale_);
    ImGui::TextUnformatted(r[1]);
  }
  ImGui::End();
}

}  // namespace wl::web
