#pragma once
// The units a model's generalized quantities carry. A coordinate of a rotational joint (revolute,
// spherical) is an angle: q in rad, q̇ in rad/s, q̈ in rad/s², its generalized force a torque in N·m. A
// coordinate of a prismatic joint is a length: m, m/s, m/s², and its generalized force a force in N. A
// mass-matrix entry couples two coordinates: kg·m² between two angles, kg·m between an angle and a
// length, kg between two lengths. The one place these are decided: the CLI's tables, CSV headers, plot
// legends and lesson formulas all ask here.
#include "model/Model.hpp"

namespace wl {

enum class CoordinateQuantity { Position, Rate, Acceleration, GeneralizedForce };

/// True when coordinate k is a length (its joint translates along it: a prismatic joint, or a
/// translation axis of a general joint driven one to one).
bool isTranslational(const Model& model, int coordinate);

/// "rad", "rad/s", "rad/s²", "N·m" for an angle; "m", "m/s", "m/s²", "N" for a length.
const char* coordinateUnit(const Model& model, int coordinate, CoordinateQuantity quantity);

/// Unit of the mass-matrix entry M(row, column): "kg·m²", "kg·m" or "kg".
const char* massMatrixUnit(const Model& model, int row, int column);

}  // namespace wl
