"""The app's stylesheet: Textual's, with the rules matched for a widget's component classes kept by path.

Textual works out the looks of a widget's component classes (an Input's cursor, placeholder, suggestion and
selection; a footer key's key and description; a form row's label and note) by applying the whole stylesheet
to one throwaway node per class, each time the widget itself is styled: when it is mounted and when its focus
or classes change. A form of six amount fields did that some fifty times before its first frame, about a
tenth of the time it took to open (issue 13, "Fast").

Which rules match such a node depends only on the path from the app down to it: each node's type, id (where
a rule names it), classes and those pseudo-classes the rules that could match name. :class:`KeptStylesheet`
keeps the rules matched for each such path, and gives each throwaway node its own styles made from them, as
Textual's apply does, so no widget shares another's styles. The kept rules are dropped whenever the
stylesheet is parsed anew (a screen's CSS added, the theme changed): they are kept per list of rules.
"""

from __future__ import annotations

from textual.css.model import RuleSet
from textual.css.styles import RulesMap
from textual.css.stylesheet import Stylesheet
from textual.dom import DOMNode

#: a node's part of a path: its type, its id where a rule names it, its classes, and which of the rules'
#: pseudo-classes it has
_NodeKey = tuple[type, str | None, frozenset[str], tuple[bool, ...]]


class KeptStylesheet(Stylesheet):
    """Textual's :class:`~textual.css.stylesheet.Stylesheet` (textual pinned in pyproject.toml) with the rules
    of component classes kept by path (module docstring). Everything else is Textual's."""

    _kept_for: list[RuleSet] | None = None
    _kept: dict[tuple[str, tuple[_NodeKey, ...]], RulesMap]
    _pseudo: dict[frozenset[str], tuple[str, ...]]

    def _rules_kept(self) -> dict[tuple[str, tuple[_NodeKey, ...]], RulesMap]:
        """The kept rules for the current list of rules (emptied when the stylesheet was parsed anew)."""
        rules = self.rules
        if self._kept_for is not rules:
            self._kept_for = rules
            self._kept = {}
            self._pseudo = {}
        return self._kept

    def _pseudo_classes(self, components: frozenset[str]) -> tuple[str, ...]:
        """The pseudo-classes named anywhere in a rule that could match a node of one of ``components``."""
        got = self._pseudo.get(components)
        if got is None:
            rules_map = self.rules_map
            named: set[str] = set()
            for component in components:
                for name in rules_map.keys() & DOMNode(classes=component)._selector_names:
                    for rule in rules_map[name]:
                        for selector_set in rule.selector_set:
                            for selector in selector_set.selectors:
                                named |= selector.pseudo_classes
            got = self._pseudo[components] = tuple(sorted(named))
        return got

    def _process_component_classes(self, node: DOMNode) -> None:
        """Textual's, with the rules each component class matches kept for the node's path."""
        components = node._get_component_classes()
        if not components:
            return
        kept = self._rules_kept()
        pseudo = self._pseudo_classes(components)
        rules_map = self.rules_map
        path = tuple(
            (
                type(step),
                step._id if step._id is not None and f"#{step._id}" in rules_map else None,
                frozenset(step._classes),
                tuple([step.has_pseudo_class(name) for name in pseudo]),
            )
            for step in node.css_path_nodes
        )
        refresh_node = False
        old_component_styles = node._component_styles.copy()
        node._component_styles.clear()
        for component in sorted(components):
            virtual_node = DOMNode(classes=component)
            virtual_node._attach(node)
            rules = kept.get((component, path))
            if rules is None:
                self.apply(virtual_node, animate=False)
                kept[(component, path)] = dict(virtual_node.styles.base._rules)  # type: ignore[assignment]
            elif rules:
                self.replace_rules(virtual_node, rules, animate=False)
            if not refresh_node and old_component_styles.get(component) != virtual_node.styles:
                refresh_node = True
            node._component_styles[component] = virtual_node.styles
        if refresh_node:
            node.refresh()
