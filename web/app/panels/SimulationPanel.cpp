// Forward dynamics: the integrator, a reset to the initial state, and the energy next to that of the
// same model integrated by RK4 (the drift students compare).
#include <array>

#include "app/panels/PanelWidgets.hpp"
#include "app/panels/Panels.hpp"
#include "lesson/Quantity.hpp"

namespace wl::web {

void drawSimulationPanel(LessonPlayer& player, ViewState& view, PanelLayout& layout) {
  if (!layout.beginPanel(PanelId::Simulation)) return;
  constexpr std::array<Integrator, 4> kIntegrators{Integrator::ExplicitEuler, Integrator::SymplecticEuler, Integrator::RK4,
                                                   Integrator::RK45};
  Integrator integrator = player.session().file().simulation.integrator;
  if (enumCombo("integrator", integrator, kIntegrators, [](Integrator i) { return toString(i); }))
    player.setIntegrator(integrator, view);
  if (ImGui::Button("Reset")) player.resetSimulation();
  const Session& session = player.session();
  ImGui::Text("energy %s J (%s)", formatNumber(session.energy().total()).c_str(), toString(integrator));
  if (const Session* compare = player.compareSession())
    ImGui::Text("energy %s J (rk4, dt %.0e s)", formatNumber(compare->energy().total()).c_str(), compare->file().simulation.dt);
  if (!session.simulationError().empty()) ImGui::TextColored(errorText(view.theme), "%s", session.simulationError().c_str());
  ImGui::End();
}

}  // namespace wl::web
