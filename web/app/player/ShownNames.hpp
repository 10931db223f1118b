#pragma once
// Files named in messages as the user knows them: the page stores a picked or dropped file as
// /content/lessons/_opened-<name> (a lesson) or /import/batch-<n>/<name>, and the desktop reads it by its
// whole path; messages show the file's own name.
#include <string>

namespace wl::web {

/// The name the user gave the file (its file name, without the page's "_opened-" prefix).
std::string shownFileName(const std::string& path);

/// Every mention of the stored path in a message, replaced by the user's file name.
std::string withShownName(std::string text, const std::string& path);

}  // namespace wl::web
