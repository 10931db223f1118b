// Forward dynamics: the integrator, a reset to the initial state, and the energy next to that of the
// same model integrated by RK4 (the drift students compare).
#include <array>
#include <cstdio>

#include "app/text/UiText.hpp"
#include "app/widgets/PanelWidgets.hpp"
#include "app/panels/Panels.hpp"
#include "lesson/Quantity.hpp"

namespace wl::web {

void drawSimulationPanel(LessonPlayer& player, ViewState& view, PanelLayout& layout) {
  if (!layout.beginPanel(PanelId::Simulation)) return;
  constexpr std::array<Integrator, 4> kIntegrators{Integrator::ExplicitEuler, Integrator::SymplecticEuler, Integrator::RK4,
                                                   Integrator::RK45};
  Integrator integrator = player.session().file().simulation.integrator;
  if (enumCombo(labelled(Text::simulationIntegrator).c_str(), integrator, kIntegrators, [](Integrator i) { return toString(i); }))
    player.setIntegrator(integrator, view);
  if (ImGui::Button(labelled(Text::simulationReset).c_str())) player.resetSimulation();
  const Session& session = player.session();
  ImGui::TextUnformatted(fill(tr(Text::simulationEnergy), {uiNumber(session.energy().total()), toString(integrator)}).c_str());
  if (const Session* compare = player.compareSession()) {
    char dt[16];
    std::snprintf(dt, sizeof dt, "%.0e", compare->file().simulation.dt);
    ImGui::TextUnformatted(fill(tr(Text::simulationEnergyRk4), {uiNumber(compare->energy().total()), dt}).c_str());
  }
  if (!session.simulationError().empty()) ImGui::TextColored(errorText(view.theme), "%s", session.simulationError().c_str());
  ImGui::End();
}

}  // namespace wl::web
