#include "model/Units.hpp"

namespace wl {

bool isTranslational(const Model& model, int coordinate) {
  if (coordinate < 0 || coordinate >= model.nq()) return false;
  // Prismatic joints' coordinates and the translations of general joints (a coupled coordinate, which
  // both turns and slides, keeps the angle's units, as OpenSim's results label it a moment or force by
  // its own rule).
  return model.coordinates()[static_cast<size_t>(coordinate)].motion == CoordinateMotion::Translational;
}

const char* coordinateUnit(const Model& model, int coordinate, CoordinateQuantity quantity) {
  const bool length = isTranslational(model, coordinate);
  switch (quantity) {
    case CoordinateQuantity::Position: return length ? "m" : "rad";
    case CoordinateQuantity::Rate: return length ? "m/s" : "rad/s";
    case CoordinateQuantity::Acceleration: return length ? "m/s²" : "rad/s²";
    case CoordinateQuantity::GeneralizedForce: return length ? "N" : "N·m";
  }
  return "";
}

const char* massMatrixUnit(const Model& model, int row, int column) {
  const int lengths = (isTranslational(model, row) ? 1 : 0) + (isTranslational(model, column) ? 1 : 0);
  return lengths == 0 ? "kg·m²" : lengths == 1 ? "kg·m" : "kg";
}

}  // namespace wl
