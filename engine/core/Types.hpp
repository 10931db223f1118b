#pragma once
// Common numeric types. Frame names live in variable names (R_WB: rotation taking B coordinates to W).
#include <Eigen/Core>
#include <Eigen/Geometry>
#include <cstddef>

namespace wl {

using Vec3 = Eigen::Vector3d;
using Mat3 = Eigen::Matrix3d;
using VecX = Eigen::VectorXd;
using MatX = Eigen::MatrixXd;
using Vec6 = Eigen::Matrix<double, 6, 1>;
using Mat6 = Eigen::Matrix<double, 6, 6>;

constexpr double kPi = 3.14159265358979323846;

/// Index of a frame in a model's frame table. World is always 0, the base always 1; the segments' frames
/// follow in segment order from kFirstSegmentFrame, then the observer frames.
using FrameId = int;
constexpr FrameId kWorldFrame = 0;
constexpr FrameId kBaseFrame = 1;
constexpr FrameId kFirstSegmentFrame = 2;
constexpr FrameId kNoFrame = -1;

/// Index of a named point in a model's point table (kNoPoint for an anonymous point).
using PointId = int;
constexpr PointId kNoPoint = -1;

}  // namespace wl
