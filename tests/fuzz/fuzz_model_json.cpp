// Any bytes as a model file: must end in a model or an error, never a crash, hang or leak.
#include <cstdint>
#include <string_view>

#include "io/formats/ModelJson.hpp"
#include "session/Session.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, size_t size) {
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  auto file = wl::loadModelText(text, "fuzz.json", "/nonexistent");
  if (file.ok() && file->model.segmentCount() <= 50) {
    // A model that loads must also evaluate: one instant of every result.
    auto session = wl::Session::create(std::move(*file));
    if (session.ok()) (void)session->setTime(0.01);
  }
  return 0;
}
