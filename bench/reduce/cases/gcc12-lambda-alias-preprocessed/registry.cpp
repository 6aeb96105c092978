// A small plugin registry as a user would write it, hitting the GCC crash reported in
// https://github.com/msys2/MINGW-packages/issues/9525 (a lambda in an alias template used as a default
// template argument: g++ 10.3-12 die by "internal compiler error: Segmentation fault" while substituting).
// Written for the reportsmith benchmark; preprocessed by bench/reduce/bench.py (case.toml, preprocess).
#include <functional>
#include <iostream>
#include <map>
#include <memory>
#include <string>
#include <vector>

namespace registry {

template <class T>
using default_hook = decltype([](const T&) -> void {});

struct Plugin {
  std::string name;
  int priority = 0;
  std::function<int(int)> run;
};

template <class Key, class Hook = default_hook<Key>>
class Table {
 public:
  void add(const Key& key, Plugin plugin) {
    Hook{}(key);
    entries_[key].push_back(std::move(plugin));
  }
  std::vector<std::string> names(const Key& key) const {
    std::vector<std::string> out;
    auto found = entries_.find(key);
    if (found == entries_.end()) return out;
    for (const auto& plugin : found->second)
      if (plugin.priority >= 0) out.push_back(plugin.name);
    return out;
  }

 private:
  std::map<Key, std::vector<Plugin>> entries_;
};

}  // namespace registry

int main() {
  auto table = std::make_unique<registry::Table<std::string>>();
  table->add("math", {"double", 1, [](int x) { return 2 * x; }});
  table->add("math", {"square", 2, [](int x) { return x * x; }});
  for (const auto& name : table->names("math")) std::cout << name << '\n';
  return 0;
}
