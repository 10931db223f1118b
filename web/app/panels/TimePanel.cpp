// Time controls and the lesson's outputs: play/pause, single steps, the scrub slider, speed and loop;
// Copy link, Export CSV, Screenshot (a menu: a picture's size and background, or a recording's time
// span), Import motion; presenter mode and its UI scale; help (where the layout, the theme, the arrow
// labels and the ground are chosen).
#include <algorithm>
#include <cstdio>

#include "app/editor/EditorStrings.hpp"
#include "app/panels/PanelWidgets.hpp"
#include "app/panels/Panels.hpp"
#include "platform/Browser.hpp"

namespace wl::web {

namespace {

// Buttons and fields that flow like words: each goes on the current line when it fits what is left
// of it, else on the next, so the controls wrap on a narrow phone instead of running off the panel.
class Flow {
 public:
  void next(float width) {
    if (!first_) {
      ImGui::SameLine();
      if (ImGui::GetContentRegionAvail().x < width) ImGui::NewLine();
    }
    first_ = false;
  }
  bool button(const char* label) {
    next(ImGui::CalcTextSize(label, nullptr, true).x + 2.0f * ImGui::GetStyle().FramePadding.x);
    return ImGui::Button(label);
  }
  void lineBreak() { first_ = true; }

 private:
  bool first_ = true;
};

// Screenshot: the size and background of a picture for slides, then Save; below it, a recording of a
// time span.
void captureMenus(LessonPlayer& player, const ViewState& view, CaptureUi& capture) {
  CaptureSettings& settings = capture.settings;
  const Session& session = player.session();
  if (!settings.spanSet) {
    settings.recordFrom = static_cast<float>(session.startTime());
    settings.recordTo = static_cast<float>(std::min(session.endTime(), session.startTime() + 5.0));
    settings.spanSet = true;
  }
  if (ImGui::BeginPopup("screenshot##time")) {
    ImGui::TextUnformatted("Picture for slides: the scene, its legend and arrow labels, no panels");
    for (std::size_t k = 0; k < kCaptureSizes.size(); ++k) {
      if (k) ImGui::SameLine();
      if (ImGui::RadioButton(kCaptureSizes[k].name, settings.size == static_cast<int>(k))) settings.size = static_cast<int>(k);
    }
    ImGui::Checkbox("transparent background", &settings.transparent);
    if (ImGui::Button("Save picture")) {
      const CaptureSize& size = kCaptureSizes[static_cast<std::size_t>(settings.size)];
      capture.picture = PictureRequest{size.width, size.height, settings.transparent, player.currentEntry().id + ".png"};
      ImGui::CloseCurrentPopup();
    }
    ImGui::Separator();
    ImGui::TextUnformatted(isBrowser() ? "Video (WebM) of the scene, panels hidden" : "One PNG per frame (30 per second) of the scene");
    const float t0 = static_cast<float>(session.startTime()), t1 = static_cast<float>(session.endTime());
    ImGui::SetNextItemWidth(160.0f * ImGui::GetFontSize() / 16.0f);
    ImGui::SliderFloat("from [s]", &settings.recordFrom, t0, t1, "%.2f s");
    ImGui::SetNextItemWidth(160.0f * ImGui::GetFontSize() / 16.0f);
    ImGui::SliderFloat("to [s]", &settings.recordTo, t0, t1, "%.2f s");
    if (settings.recordTo <= settings.recordFrom) ImGui::TextColored(errorText(view.theme), "the span is empty");
    else if (ImGui::Button("Start recording")) {
      capture.recording = RecordingRequest{settings.recordFrom, settings.recordTo, player.currentEntry().id};
      ImGui::CloseCurrentPopup();
    }
    ImGui::EndPopup();
  }
}

}  // namespace

void drawTimePanel(LessonPlayer& player, ViewState& view, PanelLayout& layout, CaptureUi& capture) {
  const float k = layout.uiScale();
  if (!layout.beginPanel(PanelId::Time)) return;
  Playback& playback = player.playback;
  const Session& session = player.session();
  Flow flow;
  if (flow.button(playback.playing ? "Pause" : "Play")) playback.playing = !playback.playing;
  if (flow.button("<|")) player.stepBack();
  if (flow.button("|>")) player.stepForward();
  flow.next(ImGui::GetFrameHeight() + ImGui::CalcTextSize("loop").x + ImGui::GetStyle().ItemInnerSpacing.x);
  ImGui::Checkbox("loop", &playback.loop);
  const auto speed = [&] {
    flow.next((120.0f + 50.0f) * k);
    ImGui::SetNextItemWidth(120 * k);
    ImGui::SliderFloat("speed", &playback.speed, 0.1f, 4.0f, "%.1f×", ImGuiSliderFlags_Logarithmic);
  };
  // On a touch screen the rest waits behind "More", so the time controls stay one thumb away and the
  // mechanism keeps its room.
  if (layout.touch()) {
    if (flow.button(layout.timeMore ? "Less" : "More")) layout.timeMore = !layout.timeMore;
  } else {
    speed();
  }
  float t = static_cast<float>(session.time());
  ImGui::SetNextItemWidth(-ImGui::CalcTextSize("t [s]").x - ImGui::GetStyle().ItemInnerSpacing.x - 2.0f);
  if (ImGui::SliderFloat("t [s]", &t, static_cast<float>(session.startTime()), static_cast<float>(session.endTime()), "%.3f s"))
    player.scrubTo(t);
  flow.lineBreak();
  const bool more = !layout.touch() || layout.timeMore;
  if (layout.touch() && layout.timeMore) speed();
  // In front of a hall the row keeps only what a presenter uses.
  if (more && !layout.presenter()) {
    if (flow.button("Copy link")) {
      const ShareState state = player.shareState(view);
      if (state.inlineLesson.size() > kMaxInlineLessonLength) {
        // A lesson carried whole that is too long for a link: the file instead (the editor's Save).
        char message[256];
        std::snprintf(message, sizeof message, editor::text::kLinkTooLong, state.inlineLesson.size(), kMaxInlineLessonLength);
        player.setMessage(std::string(message) + " (Edit lesson, then Save.)", true);
      } else {
        const std::string link = encodeShareState(state);
        copyLinkToClipboard(link, player.currentEntry().fromFile && state.inlineLesson.empty());
        writeLocationHash(link);
        player.setMessage(isBrowser() ? "Link copied: it restores this lesson, step, time, frame and parameters." : link, false);
      }
    }
    if (flow.button("Export CSV")) {
      const CsvExport csv = player.exportCsv(view);
      std::string where;
      if (saveTextFile(csv.fileName, csv.text, where)) player.setMessage("Exported the time series to " + where + ".", false);
      else player.setMessage("Could not write " + csv.fileName, true);
      if (!csv.status) player.setMessage(csv.status.error().text(), true);
    }
    if (flow.button("Screenshot")) ImGui::OpenPopup("screenshot##time");
    if (flow.button("Import motion")) {
      if (!requestFileImport()) player.setMessage("Drop a CSV or .mot file on the window to import it.", false);
    }
  }
  if (more || layout.presenter()) {
    if (flow.button(layout.presenter() ? "Presenter off" : "Presenter")) layout.togglePresenter();
    if (layout.presenter()) {
      flow.next((120.0f + 70.0f) * k);
      ImGui::SetNextItemWidth(120 * k);
      // Applied when the slider is let go: each change rebuilds the font at the new size.
      float zoom = layout.presenterZoomEdit;
      if (ImGui::SliderFloat("UI scale", &zoom, 1.5f, 2.5f, "%.2f×")) layout.presenterZoomEdit = zoom;
      if (ImGui::IsItemDeactivatedAfterEdit()) layout.presenterZoom = layout.presenterZoomEdit;
    }
    if (flow.button("?")) layout.showHelp = !layout.showHelp;
  }
  captureMenus(player, view, capture);
  ImGui::End();
}

}  // namespace wl::web
