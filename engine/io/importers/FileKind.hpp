#pragma once
// What an XML file is, told by its root element (OpenSim's documents by the object inside
// <OpenSimDocument>): the one detector the CLI, the page's batch of dropped files and the robot
// importer use, so that a file is never one kind here and another there.
#include <string_view>

namespace wl {

enum class XmlKind {
  Urdf,                  ///< <robot>
  Mjcf,                  ///< <mujoco>
  OpenSimModel,          ///< <OpenSimDocument><Model>
  InverseDynamicsSetup,  ///< <InverseDynamicsTool>, alone or inside <OpenSimDocument>
  ExternalLoads,         ///< <ExternalLoads>, alone or inside <OpenSimDocument>
  OtherOpenSim,          ///< another of OpenSim's documents (a scale or IK setup, …)
  Other,                 ///< well-formed XML of any other kind
  NotXml,                ///< not well-formed XML
};

XmlKind xmlKind(std::string_view text);

/// One of OpenSim's documents (a model, a setup, external loads, …).
inline bool isOpenSimXml(XmlKind kind) {
  return kind == XmlKind::OpenSimModel || kind == XmlKind::InverseDynamicsSetup || kind == XmlKind::ExternalLoads ||
         kind == XmlKind::OtherOpenSim;
}

}  // namespace wl
