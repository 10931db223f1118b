#pragma once
// How the engine's readers reach the files a file names (an OpenSim setup's model and motion, an MJCF's
// <include>s): through a FileReader, so the CLI and the desktop read the disk and the page reads the files
// the user chose together.
#include <functional>
#include <string>

#include "core/Result.hpp"

namespace wl {

/// Returns the text of the file at `path` (or an error naming it).
using FileReader = std::function<Result<std::string>(const std::string& path)>;
/// Reads from the file system (the CLI's reader).
Result<std::string> readFileFromDisk(const std::string& path);
/// `relative` as seen from the folder of `from` ("ID/setup.xml" + "../model.osim" → "ID/../model.osim").
std::string resolvePath(const std::string& from, const std::string& relative);

}  // namespace wl
