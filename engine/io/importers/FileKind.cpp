#include "io/importers/FileKind.hpp"

#include <cstring>

#include <tinyxml2.h>

namespace wl {

XmlKind xmlKind(std::string_view text) {
  tinyxml2::XMLDocument doc;
  if (doc.Parse(text.data(), text.size()) != tinyxml2::XML_SUCCESS || !doc.RootElement()) return XmlKind::NotXml;
  const tinyxml2::XMLElement* root = doc.RootElement();
  const auto is = [](const tinyxml2::XMLElement* e, const char* name) { return e && std::strcmp(e->Name(), name) == 0; };
  if (is(root, "robot")) return XmlKind::Urdf;
  if (is(root, "mujoco")) return XmlKind::Mjcf;
  const tinyxml2::XMLElement* object = is(root, "OpenSimDocument") ? root->FirstChildElement() : root;
  if (is(object, "InverseDynamicsTool")) return XmlKind::InverseDynamicsSetup;
  if (is(object, "ExternalLoads")) return XmlKind::ExternalLoads;
  if (is(object, "Model") && object != root) return XmlKind::OpenSimModel;
  if (is(root, "OpenSimDocument")) return XmlKind::OtherOpenSim;
  return XmlKind::Other;
}

}  // namespace wl
