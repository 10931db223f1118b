#include "simulation/SimulationSpec.hpp"

namespace wl {

const char* toString(Integrator integrator) {
  switch (integrator) {
    case Integrator::ExplicitEuler: return "euler";
    case Integrator::SymplecticEuler: return "symplectic";
    case Integrator::RK4: return "rk4";
    case Integrator::RK45: return "rk45";
  }
  return "rk4";
}

bool integratorFromString(const std::string& name, Integrator& out) {
  for (Integrator i : {Integrator::ExplicitEuler, Integrator::SymplecticEuler, Integrator::RK4, Integrator::RK45}) {
    if (name == toString(i)) {
      out = i;
      return true;
    }
  }
  return false;
}

}  // namespace wl
