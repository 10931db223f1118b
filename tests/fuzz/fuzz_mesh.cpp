// Any bytes as a mesh file: the first byte picks the reader (STL, OBJ, VTK PolyData, Collada), the rest is the
// file. A mesh that reads is then weighed as MuJoCo would (MeshMassProperties) and simplified for drawing, so a
// mesh that parses also computes without fault.
#include <cstdint>
#include <string>
#include <string_view>

#include "io/importers/mesh/MeshFile.hpp"
#include "io/importers/mesh/MeshMassProperties.hpp"
#include "io/importers/mesh/MeshSimplify.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, size_t size) {
  if (size == 0) return 0;
  static const char* const kNames[4] = {"fuzz.stl", "fuzz.obj", "fuzz.vtp", "fuzz.dae"};
  const std::string_view bytes(reinterpret_cast<const char*>(data) + 1, size - 1);
  auto mesh = wl::readMeshFile(bytes, kNames[data[0] % 4]);
  if (!mesh) return 0;
  for (std::uint32_t index : mesh->triangles)
    if (index >= mesh->vertexCount()) __builtin_trap();  // a reader let an index past its vertices
  (void)wl::mujocoMeshMassProperties(*mesh, wl::MeshMassOptions{}, "fuzz");
  (void)wl::simplifyForDrawing(*mesh, 64);
  return 0;
}
