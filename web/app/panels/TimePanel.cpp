// Time controls and the lesson's outputs: play/pause, single steps, the scrub slider, speed and loop;
// Copy link, Export CSV, Screenshot, Import motion; presenter mode and its UI scale; help.
#include <algorithm>

#include "app/panels/PanelWidgets.hpp"
#include "app/panels/Panels.hpp"
#include "platform/Browser.hpp"

namespace wl::web {

std::string drawTimePanel(LessonPlayer& player, ViewState& view, PanelLayout& layout) {
  const float k = layout.uiScale();
  if (layout.presenter) {
    const float free = ImGui::GetIO().DisplaySize.x / k - layout.presenterLessonSize().x - 30;
    layout.placeWindow(-10, -10, std::max(200.0f, free), 112);
  } else {
    layout.placeWindow(10, -10, 560, 112);
  }
  beginPanel("Time");
  Playback& playback = player.playback;
  const Session& session = player.session();
  if (ImGui::Button(playback.playing ? "Pause" : "Play")) playback.playing = !playback.playing;
  ImGui::SameLine();
  if (ImGui::Button("<|")) player.stepBack();
  ImGui::SameLine();
  if (ImGui::Button("|>")) player.stepForward();
  ImGui::SameLine();
  ImGui::Checkbox("loop", &playback.loop);
  ImGui::SameLine();
  ImGui::SetNextItemWidth(120 * k);
  ImGui::SliderFloat("speed", &playback.speed, 0.1f, 4.0f, "%.1f×", ImGuiSliderFlags_Logarithmic);
  float t = static_cast<float>(session.time());
  ImGui::SetNextItemWidth(-80 * k);
  if (ImGui::SliderFloat("t [s]", &t, static_cast<float>(session.startTime()), static_cast<float>(session.endTime()), "%.3f s"))
    player.scrubTo(t);
  std::string screenshot;
  // In front of a hall the row keeps only what a presenter uses.
  if (!layout.presenter) {
    if (ImGui::Button("Copy link")) {
      const std::string link = encodeShareState(player.shareState(view));
      copyLinkToClipboard(link, player.currentEntry().fromFile);
      writeLocationHash(link);
      player.setMessage(isBrowser() ? "Link copied: it restores this lesson, step, time, frame and parameters." : link, false);
    }
    ImGui::SameLine();
    if (ImGui::Button("Export CSV")) {
      const CsvExport csv = player.exportCsv(view);
      std::string where;
      if (saveTextFile(csv.fileName, csv.text, where)) player.setMessage("Exported the time series to " + where + ".", false);
      else player.setMessage("Could not write " + csv.fileName, true);
      if (!csv.status) player.setMessage(csv.status.error().text(), true);
    }
    ImGui::SameLine();
    if (ImGui::Button("Screenshot")) {
      const std::string name = player.currentEntry().id + ".png";
      if (!saveCanvasScreenshot(name)) screenshot = name;  // the desktop writes it after rendering
      player.setMessage(std::string("Saved the picture as ") + name + (isBrowser() ? " in your downloads." : " in the working folder."), false);
    }
    ImGui::SameLine();
    if (ImGui::Button("Import motion")) {
      if (!requestFileImport()) player.setMessage("Drop a CSV or .mot file on the window to import it.", false);
    }
    ImGui::SameLine();
  }
  if (ImGui::Button(layout.presenter ? "Presenter off" : "Presenter")) layout.togglePresenter();
  if (layout.presenter) {
    ImGui::SameLine();
    ImGui::SetNextItemWidth(120 * k);
    // Applied when the slider is let go: each change rebuilds the font at the new size.
    float zoom = layout.presenterZoomEdit;
    if (ImGui::SliderFloat("UI scale", &zoom, 1.5f, 2.5f, "%.2f×")) layout.presenterZoomEdit = zoom;
    if (ImGui::IsItemDeactivatedAfterEdit()) layout.presenterZoom = layout.presenterZoomEdit;
  }
  ImGui::SameLine();
  if (ImGui::Button("?")) layout.showHelp = !layout.showHelp;
  ImGui::End();
  return screenshot;
}

}  // namespace wl::web
