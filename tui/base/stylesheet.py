"""The app's stylesheet: Textual's, with the rules matched for a node kept by the node's path.

Textual matches every rule of the stylesheet against a widget when it is mounted and again when its focus or
classes change, and once more against a throwaway node for each of the widget's component classes (an
Input's cursor, placeholder, suggestion and selection; a footer key's key and description; a form row's label
and note). Its own cache of matched rules holds only among the children of one parent, so each row of a form
matched everything anew: a form of six amount fields applied the stylesheet some eighty times before its first
frame, about a fifth of the time it took to open (issue 13, "Fast").

Which rules match a node depends only on the path from the app down to it: each node's type, its id where a
rule names it, its classes, and those pseudo-classes (focus, hover, …) the rules that could match it name.
:class:`KeptStylesheet` keeps the rules matched for each such path and gives a node on a path met before its
own styles made from them, as Textual's cache does, so no widget shares another's styles. The kept rules are
kept per CSS source and variables the stylesheet was parsed from, for the process (:data:`_SHARED`): a screen's
CSS added or the theme changed starts another set, and the same CSS parsed again finds its own.
"""

from __future__ import annotations

from typing import Any

from textual.css.model import RuleSet, SelectorType
from textual.css.styles import RulesMap
from textual.css.stylesheet import Stylesheet
from textual.dom import DOMNode

#: a node's part of a path: its type, its id where a rule names it, its classes, and which of the rules'
#: pseudo-classes it has
_NodeKey = tuple[type, str | None, frozenset[str], tuple[bool, ...]]

#: pseudo-classes after which Textual keeps a note on the node (Stylesheet.apply): it then watches the node
_ORDER = frozenset({"first-of-type", "last-of-type", "first-child", "last-child", "empty"})


#: what :class:`KeptStylesheet` keeps for each source and variables it was parsed from, the last used last: the
#: rules matched by path, the :class:`_Matching` by selector names, the components' pseudo-classes and the ids the
#: rules name. Each depends only on the CSS parsed (the rules it gives are parsed anew, equal), so another parse of
#: the same CSS (an app started again in the same process, a theme changed back) finds them
_SHARED: dict[tuple[object, ...], tuple[dict[Any, Any], dict[Any, Any], dict[Any, Any], frozenset[str]]] = {}
#: at most so many sources are kept (each screen whose CSS is added makes one)
_SHARED_SOURCES = 64


class _Matching:
    """What a node's selector names (its type, classes and id as the rules name them) tell of the rules that
    could match it: the pseudo-classes those rules name, and Textual's notes on the node (Stylesheet.apply)."""

    __slots__ = ("focus_within", "hover", "odd_or_even", "order", "pseudo")

    def __init__(self, rules: set[RuleSet]) -> None:
        named: set[str] = set().union(*[rule.pseudo_classes for rule in rules])
        self.pseudo = tuple(sorted(named))
        self.hover = "hover" in named
        self.focus_within = "focus-within" in named
        self.order = not named.isdisjoint(_ORDER)
        self.odd_or_even = "odd" in named or "even" in named


class KeptStylesheet(Stylesheet):
    """Textual's :class:`~textual.css.stylesheet.Stylesheet` (textual pinned in pyproject.toml) with the rules
    matched for a node kept by its path (module docstring). Everything else is Textual's."""

    _kept_for: list[RuleSet] | None = None
    _kept: dict[tuple[str, tuple[_NodeKey, ...]], RulesMap]
    _matching: dict[frozenset[str], _Matching]
    _component_pseudo: dict[frozenset[str], tuple[str, ...]]
    _named_ids: frozenset[str]
    #: the node :meth:`apply` is matching the rules of, and the rules Textual gave it (:meth:`replace_rules`)
    _capturing: DOMNode | None = None
    _captured: RulesMap = {}

    def _rules_kept(self) -> dict[tuple[str, tuple[_NodeKey, ...]], RulesMap]:
        """The kept rules for the current list of rules (emptied when the stylesheet was parsed anew from another
        source: what is kept for a source and its variables is kept for the process, :data:`_SHARED`)."""
        rules = self.rules
        if self._kept_for is not rules:
            self._kept_for = rules
            key = (tuple(self.source.items()), tuple(self._variables.items()))
            shared = _SHARED.pop(key, None)
            if shared is None:
                # every id a selector names, in any place of it ("#form-body FieldRow" names form-body)
                named_ids = frozenset(
                    selector.name
                    for rule in rules
                    for selector_set in rule.selector_set
                    for selector in selector_set.selectors
                    if selector.type == SelectorType.ID
                )
                shared = ({}, {}, {}, named_ids)
            _SHARED[key] = shared  # the last used last: the first one is the one dropped
            while len(_SHARED) > _SHARED_SOURCES:
                del _SHARED[next(iter(_SHARED))]
            self._kept, self._matching, self._component_pseudo, self._named_ids = shared
        return self._kept

    def _matching_of(self, node: DOMNode) -> _Matching:
        """What the rules that could match ``node`` name (by the node's selector names)."""
        rules_map = self.rules_map
        names = frozenset(rules_map.keys() & node._selector_names)
        got = self._matching.get(names)
        if got is None:
            got = self._matching[names] = _Matching({rule for name in names for rule in rules_map[name]})
        return got

    def _path(self, node: DOMNode, pseudo: tuple[str, ...]) -> tuple[_NodeKey, ...]:
        """The path from the app down to ``node`` as far as the rules can tell it apart."""
        ids = self._named_ids
        return tuple(
            (
                type(step),
                step._id if step._id in ids else None,
                frozenset(step._classes),
                tuple([step.has_pseudo_class(name) for name in pseudo]),
            )
            for step in node.css_path_nodes
        )

    def apply(
        self, node: DOMNode, *, animate: bool = False, cache: dict[tuple[object, ...], RulesMap] | None = None
    ) -> None:
        """Textual's, with the rules matched kept for the node's path (a component class's throwaway node:
        :meth:`_process_component_classes`)."""
        if type(node) is DOMNode:
            super().apply(node, animate=animate, cache=cache)
            return
        kept = self._rules_kept()
        matching = self._matching_of(node)
        key = ("", self._path(node, matching.pseudo))
        rules = kept.get(key)
        if rules is None:
            # the rules Textual matched, as it hands them to replace_rules: animated or not (a focus or hover is
            # restyled animated, and the node's base styles then may not have their new values yet); none handed:
            # no rule matched, and Textual left the node's styles as they were
            outer = self._capturing, self._captured  # (a node matched while another is: none is, today)
            self._capturing, self._captured = node, {}
            try:
                # Textual's own cache (one update of many nodes) is not used here: its key is coarser than a path
                # (of the pseudo-classes, hover, focus and disabled only), so what it would hand this node was worked
                # out for a sibling, and is kept for the whole process
                super().apply(node, animate=animate)
                kept[key] = self._captured
            finally:
                self._capturing, self._captured = outer
            return
        node._has_hover_style = matching.hover
        node._has_focus_within = matching.focus_within
        node._has_order_style = matching.order
        node._has_odd_or_even = matching.odd_or_even
        if rules:  # Textual leaves the node's styles as they are when no rule matches it
            self.replace_rules(node, rules, animate=animate)
        self._process_component_classes(node)

    def replace_rules(self, node: DOMNode, rules: RulesMap, animate: bool = False) -> None:  # type: ignore[override]
        """Textual's (which only :meth:`apply` calls), noting the rules of the node being matched (:meth:`apply`)."""
        if node is self._capturing:
            self._captured = dict(rules)  # type: ignore[assignment]
        super().replace_rules(node, rules, animate=animate)

    def _process_component_classes(self, node: DOMNode) -> None:
        """Textual's, with the rules each component class matches kept for the node's path."""
        components = node._get_component_classes()
        if not components:
            return
        kept = self._rules_kept()
        pseudo = self._component_pseudo.get(components)
        if pseudo is None:  # the pseudo-classes named by the rules that could match any of the components
            named = {name for component in components for name in self._matching_of(DOMNode(classes=component)).pseudo}
            pseudo = self._component_pseudo[components] = tuple(sorted(named))
        path = self._path(node, pseudo)
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
