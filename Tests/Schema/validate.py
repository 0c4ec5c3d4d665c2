#!/usr/bin/env python3
"""Checks scaffold's JSON Schemas with a real JSON-Schema validator (jsonschema, draft 2020-12).

    python3 Tests/Schema/validate.py --scaffold .build/debug/scaffold

It asks the given scaffold binary for both schemas (`scaffold schema spec`, `scaffold schema config`), checks
them against the draft 2020-12 meta-schema, and then that

- every bundled spec (Specs/, Tests/Evolution/Specs/, Tests/Fixtures/*/Specs/) is valid, and so
  are this repository's scaffold.yml and the fixture project's;
- the files `scaffold init` and `scaffold new` write are valid, and their first line's `$schema` path leads,
  from the file's own folder, to the schema scaffold prints;
- every spec of the broken-spec corpus (Tests/BrokenSpecs) is refused as BROKEN_SPECS says: by the schema,
  by the YAML reader (as an editor's YAML language server refuses it), or not at all, with the reason the
  schema cannot express that mistake;
- scaffold and the schema agree on each of SPEC_CASES and CONFIG_CASES: both accept it, or both refuse it.

YAML is read as editors read it (the YAML 1.2 core schema: `yes` is text, `true` a boolean), with duplicate
keys refused. Needs PyYAML and jsonschema (`python3 -m pip install jsonschema PyYAML`). Exits 0 when every
check passes, 1 when one fails, 2 when it cannot run.
"""

import argparse
import json
import pathlib
import re
import subprocess
import sys
import tempfile

try:
    import jsonschema
    import yaml
except ImportError as error:
    print(f"validate.py: {error}; install them with: python3 -m pip install jsonschema PyYAML", file=sys.stderr)
    sys.exit(2)

ROOT = pathlib.Path(__file__).resolve().parents[2]

REJECTED = "rejected by the schema"
UNREADABLE = "refused by the YAML reader"

# Every file of Tests/BrokenSpecs: how an editor refuses it, or why the schema cannot.
BROKEN_SPECS = {
    "rxflow.yml": "'navigation: rxflow' beside a convention, a presentation and a member name it cannot work with, "
    "and a route to a scene of the other navigation: rules between keys and between specs",
    "rxflow-target.yml": "valid on its own: the coordinator scene that rxflow.yml's flow cannot show",
    "rxflow-typo.yml": REJECTED,
    "input-output-typo.yml": REJECTED,
    "input-output-inputs.yml": "'viewModel: inputOutput' beside 'inputs: function', an input trait, a member named like "
    "its 'output' property and an app type its nested Input hides: rules between keys",
    "rxflow-step-names.yml": REJECTED,
    "rxflow-step-clash.yml": "two step cases 'names:' spells alike in one enum: a rule between specs' names",
    "rxflow-result-step-clash.yml": "a result case spelled like another step of the enum: a rule between specs' names",
    "rxflow-step-clash-target.yml": "valid on its own: the flow scene rxflow-step-clash.yml steps to",
    "access.yml": "'access: public' beside conventions it does not make public yet: a rule between keys that a "
    "project default may satisfy",
    "access-typo.yml": REJECTED,
    "access-dependency-default.yml": "a dependency's default in a public scene: a rule between a service's key and "
    "the conventions",
    "access-dependency-struct.yml": "'inject: struct' in a public scene: a rule between two conventions a project "
    "default may satisfy",
    "rxflow-transform.yml": "a transform output named 'input' that leads to a step: a rule between an output's "
    "name, a route and the conventions",
    "publish-relays.yml": "'trait: publishRelay' on inputs of a protocols view model, one with 'initial': rules "
    "between keys that a project default ('viewModel: transform') may satisfy",
    "publish-relay-output.yml": "'trait: publishRelay' on an output of an input/output view model: a rule between "
    "the trait and the viewModel convention",
    "argument-injection-struct.yml": "an argument set after init in a struct view model: a rule between an "
    "argument's key and the conventions",
    "argument-injection.yml": REJECTED,
    "coordinator-property.yml": "a coordinator set after init beside 'inputs: init': a rule between two keys that "
    "a project default may satisfy",
    "coordinator-property-typo.yml": REJECTED,
    "publish-relay-output-route.yml": "a route and a result case from PublishRelay fields of Output: a rule "
    "between an output's trait and the routes that name it",
    "dispose-bag-member.yml": "a property named like the dispose bag a transform view model declares for its "
    "relay fields: a rule on names the schema does not know",
    "publish-relay-fields.yml": "a PublishRelay field named like what the view controller's bindViewModel() uses: "
    "a rule on names the schema does not know",
    "publish-relay-init-inputs.yml": "'trait: publishRelay' next to 'inputs: init': a rule between two keys",
    "publish-relay-typo.yml": REJECTED,
    "control-traits.yml": "'trait: controlEvent' and 'controlProperty' on inputs of a protocols view model: a rule "
    "between keys that a project default ('viewModel: transform') may satisfy",
    "control-trait-input-output.yml": "'trait: controlEvent' on an input of an input/output view model: a rule "
    "between the trait and the viewModel convention",
    "control-trait-init-inputs.yml": "'trait: controlProperty' next to 'inputs: init': a rule between two keys",
    "control-property-value.yml": REJECTED,  # 'trait: controlevent'
    "control-trait-output.yml": REJECTED,
    "relays.yml": "an 'initial' Swift expression that ends the line or the call, and relays without a first value "
    "or a value: the expression needs scaffold's scanner, the rest compares keys with the member's type",
    "argument-forms.yml": "a 'default' Swift expression that ends the call, '!' anywhere but at the end of an "
    "argument's type, and a relay's first value reading a name the scene lacks: scaffold's scanner and type parser, "
    "and references between values",
    "scene-coordinator.yml": "'navigation' written in a spec: scaffold.yml and specs share one 'conventions' "
    "mapping in the schema, and only scaffold reads which file it is in",
    "scene-coordinator-style.yml": REJECTED,
    "injection.yml": "'inject: property' next to 'inputs: init', whose view controller makes the view model: a rule "
    "between two keys that a project default may satisfy",
    "navigation.yml": "'navigation: viewController' next to 'coordinatorInViewModel: true', which has the view model "
    "call the coordinator the view controller holds: a rule between two keys that a project default may satisfy",
    "navigation-style.yml": REJECTED,  # 'viewcontroller' is no navigation style (enum)
    "transform-router.yml": "a transform scene under 'navigation: viewController' that finishes with a result or "
    "routes an input named like a local of its view controller: rules between keys and derived names",
    "init-inputs.yml": "conventions, argument names, member types and a service that clash with 'inputs: init', "
    "whose view model nests 'Input' and takes it as 'input' and whose test keeps a subject per input: rules about "
    "derived names",
    # Only through the state case `idle` listed twice (uniqueItems); its other clashes are between names in
    # different lists, which a schema cannot compare.
    "collisions.yml": REJECTED,
    # Through the argument 'post' without a type; the routes' payloads are checked against other specs.
    "arguments.yml": REJECTED,
    "cascades.yml": "malformed type expressions ('[Int', 'Result<, >') need scaffold's type parser; the rest "
    "are references between values",
    "indentation.yml": UNREADABLE,  # a list item indented under another
    "folded-item.yml": REJECTED,  # '- cancel' indented under '- pay' is folded into its name
    "complex-key.yml": UNREADABLE,  # a list as a mapping key has no JSON form
    "app-protocol.yml": "a dependency that neither a service spec nor scaffold.yml's 'appServices' declares: a "
    "reference to other files",
    "dependencies.yml": REJECTED,  # 'lowercase' is no type name; 'UserService' is listed twice
    "coordinator-members.yml": "names that clash with the generated coordinator's members, a type that holds no "
    "value, and a value handed to a scene no spec describes: rules about derived names and other files",
    "duplicate-key.yml": UNREADABLE,  # a key written twice
    "duplicate-scene.yml": "another spec declares the same scene; a schema sees one file",
    "empty-result.yml": REJECTED,  # result: [] (minItems)
    "view-model-base-class.yml": "a base class named like a type another spec generates, a superInit that "
    "closes its call before its end, and a dependency no spec declares: rules about Swift's syntax and other files",
    "conforms-to.yml": REJECTED,  # protocol names not a type's (pattern), a protocol listed twice (uniqueItems)
    "library-protocol-base-class.yml": "a base class that is a library's protocol (RxFlow's Stepper): knowledge of "
    "other libraries",
    "nsobject-members.yml": "view model properties named like NSObject's ('description', 'hash'): knowledge of "
    "Foundation, and of which members the conventions make properties",
    "renames.yml": "'renamedFrom' naming a member the spec still declares, the member itself, or a name two "
    "members are renamed from: comparisons between values",
    "empty.yml": REJECTED,  # an empty document is null, not a mapping
    "labels.yml": REJECTED,  # 'by-language' and three words are no parameter key
    "init-labels.yml": "init labels that two parameters share, one of them a service's property name: a rule "
    "between keys and the names scaffold generates",
    "init-label-injected.yml": "a 'label' on services that 'inject: property' sets after init: a rule between two "
    "keys that a project default may satisfy",
    "protocol-inherits.yml": "'protocolInherits' under 'viewModel: transform', which generates no view model "
    "protocol, naming the protocol scaffold generates: a rule between keys and derived names",
    "exposed-service.yml": "an exposed service under 'inject: property': a rule between a dependency's key and the "
    "conventions",
    "dependency-struct.yml": "keys on dependencies, arguments named like the init parameter and a type named like "
    "the struct under 'inject: struct': rules between keys and the conventions the schema does not know",
    "container.yml": "a 'label' or 'default' on dependencies that 'inject: container' holds in one init parameter: "
    "a rule between keys that a project default may satisfy",
    "init-label-words.yml": REJECTED,  # 'dependencyFirst', a 'let' label and a misspelt 'label' key
    "init-order.yml": REJECTED,  # 'page' listed twice in an initOrder list (uniqueItems)
    "publish-subject.yml": "'trait: publishSubject' on an input is refused by the scene's inputs convention",
    "publish-subject-output.yml": REJECTED,  # 'trait: behaviorRelay' on an input
    "shown-subject-route.yml": "a route and a result case from subjects an outputs protocol shows, with "
    "coordinatorInViewModel: a rule between keys",
    "expose-outputs.yml": REJECTED,  # 'expose: outptus' on a property
    "expose-outputs-alone.yml": "'expose: outputs' in a scene without outputs: a rule between keys",
    "expose-state.yml": REJECTED,  # 'expose: stat' on a property
    "expose-state-machine.yml": "the state property 'state' is also the state machine's output: a name derived from "
    "other values",
    "members.yml": REJECTED,  # a property without a type, a view model method with 'kind'
    "function-inputs.yml": "'reloadSubject' clashes with the name generated for input 'reload' under "
    "'inputs: function': a name derived from another value",
    "generated-names.yml": "written names clash with generated ones (BaseCoordinator, baseService, goCallCount), "
    "which are derived from other values",
    "support-types.yml": "a service named like a type scaffold writes once for the project (NotImplemented): a "
    "rule about generated names",
    "imported-types.yml": "a service named like a type generated code imports (Observable, whose protocol would be "
    "RxSwift's ObservableType): a rule about generated names",
    "name-patterns.yml": REJECTED,  # a misspelled key and placeholder, a placeholder its key cannot write, '-'
    "names.yml": REJECTED,  # no type name, '-' in a name, a keyword, a leading digit or combining mark, U+200B
    "not-screens.yml": REJECTED,  # a component with a coordinator
    "not-utf8.yml": UNREADABLE,
    "references.yml": "routes and result cases name outputs that do not exist, scenes that are not loaded, and "
    "a type unlike their output's: references between values, and to other files",
    "presentation.yml": REJECTED,  # 'sideways' and 'slide' are no presentation
    "input-routes.yml": REJECTED,  # 'sideways' is no route source; the rest compares names in different lists
    # 'safary' is no external destination, a route with two destinations; the rest needs types
    "destination-routes.yml": REJECTED,
    "route-methods.yml": REJECTED,  # 'showHelp(url' is no method name (pattern)
    "rxflow-app-steps.yml": REJECTED,  # 'loginIsCancelled(reason' is no case name (pattern)
    "step-outside-rxflow.yml": "a step named in a scene whose navigation has no steps: a rule between a key and the "
    "conventions, which scaffold.yml may set",
    "route-methods-observed.yml": "a route method in a scene whose coordinator observes its view model: a rule "
    "about the conventions, which may come from scaffold.yml",
    "code-routes.yml": "a route the app's code calls named like a member, 'type' on a route a member starts, and "
    "values unlike what takes them: rules between keys and the scene's members",
    "code-routes-observed.yml": "a route the app's code calls in a scene whose coordinator observes its view model: a "
    "rule about the conventions, which may come from scaffold.yml",
    "app-coordinator.yml": "a result and route options beside the app's own coordinator class: rules that relate "
    "'type' to keys elsewhere in the coordinator",
    "app-coordinator-detail.yml": "the app's coordinator class named like the routes' protocol: a name derived from "
    "the scene's",
    "app-coordinator-cell.yml": REJECTED,  # a cell with a coordinator, the app's class
    "app-coordinator-hold.yml": "'hold' on a coordinator scaffold generates: a rule between 'hold' and 'type'",
    "app-coordinator-target.yml": "a route to a scene the app's own class shows: a reference to another file",
    "app-coordinator-observed.yml": "the app's coordinator class in a scene whose coordinator observes its view "
    "model: a rule about the conventions, which may come from scaffold.yml",
    "input-route-members.yml": "members named like what a route from an input adds the view model "
    "('tapEvents', 'disposeBag'): rules about derived names",
    "tracking.yml": "tracked outputs the scene lacks or whose type does not fit, and members named like the "
    "trackers: references between values",
    "scene-case.yml": "a scene named like another spec's but for case; a schema sees one file",
    "service-like-scene.yml": REJECTED,  # a service spec with 'inputs'
    "service-spec.yml": REJECTED,  # a completable method that returns Int
    "syntax-error.yml": UNREADABLE,
    "tab-indentation.yml": UNREADABLE,
    "tags.yml": "a YAML tag ('!!str'): a schema sees the value after the tag is applied",
    "top-level-list.yml": REJECTED,
    "transform-label.yml": "a 'transform' label in a spec unlike the project's: scaffold.yml and specs share one "
    "'conventions' mapping in the schema, and the label is compared with the project's",
    "transform-label-keyword.yml": "a 'transform' label Swift refuses as an argument label ('inout'): the schema's "
    "pattern admits every identifier, and only scaffold knows which keywords Swift takes as labels",
    "transform-options.yml": "'transform' options and an input's 'trait' without 'viewModel: transform': a rule "
    "between two keys that a project default may satisfy",
    "struct-view-model.yml": "a base class and a relay input that a struct view model cannot hold: a rule between "
    "keys that the project's base class and a transform option in scaffold.yml may satisfy",
    "transform.yml": "keys the transform convention ignores, a dispose bag unlike the project's, and names that "
    "clash with derived ones: references between values and files",
    "two-documents.yml": UNREADABLE,
    # Through the unquoted `[Repository]`, a list; the malformed type expressions need scaffold's type parser.
    "types.yml": REJECTED,
    "unknown-keys.yml": REJECTED,
    "unquoted-colon.yml": UNREADABLE,  # ': ' in an unquoted value
    "Unreadable.yml": UNREADABLE,  # a quote never closed
    "values.yml": REJECTED,
    "wrong-kinds.yml": REJECTED,
}

# Specs that scaffold and the schema must both accept (True) or both refuse (False). The project they are
# checked in has the scene Settings and the service UserService that `scaffold new` writes.
SPEC_CASES = [
    (
        "every key of a scene spec, in every form",
        """
scene: Kitchen
doc: Every key of a scene spec, in every form.
imports: [Foundation, Foundation.Date]
conventions: {inputs: observer, outputs: driver, coordinatorInViewModel: yes, inject: init}
arguments:
  - item: Int
  - note: {type: String?, doc: A note.}
  - limit: {type: Int, default: "20", expose: true}
  - user: {type: User!, default: nil}
inputs:
  - reload
  - select: Int
  - search: {type: String, doc: The query.}
  - clear:
outputs:
  - title: String
  - items: {type: "[String]", trait: signal, doc: The rows.}
  - didClose
  - didPick: Int
  - busy: Bool
  - failure: String
tracking: {activity: busy, errors: failure}
actions:
  - refresh
  - load: {input: Int, output: "[String]", doc: Loads a page.}
state:
  - idle
  - loaded: "[String]"
service:
  name: KitchenService
  methods:
    - ping
    - count: Int
    - fetch: {params: [page: Int, query: String], returns: "[String]", kind: observable, doc: Pages.}
    - save: {kind: completable}
    - flush: {kind: completable, returns: "()"}
dependencies: [UserService]
viewModelBaseClass: {name: KitchenBase, superInit: "super.init(user: userService)", dependencies: [UserService]}
conformsTo: [Refreshing, analytics.Screen]
coordinator:
  routes:
    - didPick: {scene: Kitchen, argument: item}
    - didClose: {scene: Settings, doc: Shows the settings.}
  result:
    - closed: {from: didClose}
    - picked: {type: Int, from: didPick, doc: What was picked.}
""",
        True,
    ),
    (
        "every key of a service spec",
        """
service: KitchenStore
doc: 42
imports: [Foundation]
methods:
  - all: "[String]"
  - clear: {kind: completable, returns: Void}
  - find: {params: [id: Int], returns: String, kind: maybe}
""",
        True,
    ),
    (
        "empty lists and an empty coordinator",
        "scene: Bare\ninputs:\noutputs:\nactions:\nstate:\ndependencies:\ncoordinator:\n",
        True,
    ),
    ("empty routes", "scene: NoRoutes\ncoordinator:\n  routes:\n", True),
    (
        "relays with initial values written as text, a number and a boolean",
        "scene: Relays\ninputs:\n  - query: {type: String, trait: relay, initial: '\"\"'}\noutputs:\n"
        "  - count: {type: Int, trait: relay, initial: 0}\n  - busy: {type: Bool, trait: relay, initial: false}\n"
        "  - note: {type: String?, trait: relay}\n",
        True,
    ),
    ("inputs through init", "scene: Injected\nconventions: {inputs: init}\ninputs:\n  - name: String\n", True),
    (
        "PublishRelay inputs",
        "scene: Deals\nconventions: {inputs: publishRelay}\ninputs:\n  - appear\n  - pick: Int\n",
        True,
    ),
    (
        "PublishRelay fields of a transform Input",
        "scene: Coupons\nconventions: {viewModel: transform}\ninputs:\n  - appear: {trait: publishRelay}\n",
        True,
    ),
    (
        "control trait fields of a transform Input",
        "scene: Login\nconventions: {viewModel: transform}\ninputs:\n  - idText: {type: String?, trait: controlProperty}\n"
        "  - loginTap: {trait: controlEvent}\n",
        True,
    ),
    (
        "a control trait on an output",
        "scene: Login\nconventions: {viewModel: transform}\noutputs:\n  - tap: {trait: controlEvent}\n",
        False,
    ),
    (
        "a PublishRelay field of a transform Output",
        "scene: P\nconventions: {viewModel: transform}\noutputs:\n  - a: {type: Int, trait: publishRelay}\n",
        True,
    ),
    ("a trait that is no trait", "scene: T\noutputs:\n  - a: {type: Int, trait: behavior, initial: 0}\n", False),
    ("an initial value that is a list", "scene: L\noutputs:\n  - a: {type: Int, trait: relay, initial: [0]}\n", False),
    ("names outside ASCII", "scene: Ärger\ninputs:\n  - größe: Int\n  - e\u0301t\u00e9: String\n", True),
    ("a number and a boolean as documentation", "scene: Docs\ndoc: 3.5\ninputs:\n  - a: {doc: true}\n", True),
    ("a quoted boolean", "scene: Quoted\nconventions: {coordinatorInViewModel: \"True\"}\n", True),
    ("a view model that declines the project's base class", "scene: Cell\nviewModelBaseClass: false\n", True),
    ("a base class declined with 'no'", "scene: Cell\nviewModelBaseClass: no\n", True),
    ("a base class declined with 'true'", "scene: Cell\nviewModelBaseClass: true\n", False),
    (
        "a completable method that returns a value",
        "service: Bad\nmethods:\n  - save: {kind: completable, returns: Int}\n",
        False,
    ),
    ("a route without a scene", "scene: R\noutputs: [done]\ncoordinator:\n  routes:\n    - done\n", False),
    (
        "a route's long form without a scene",
        "scene: R\noutputs: [done]\ncoordinator:\n  routes:\n    - done: {doc: x}\n",
        False,
    ),
    ("a parameter without a type", "service: P\nmethods:\n  - load: {params: [page]}\n", False),
    ("a parameter with an empty type", "service: P\nmethods:\n  - load: {params: [page: ]}\n", False),
    ("a module name with '-'", "scene: I\nimports: [foo-bar]\n", False),
    ("imports without a list", "scene: I\nimports:\n", False),
    ("an empty result", "scene: E\ncoordinator:\n  result:\n", False),
    ("two names in one item", "scene: T\ninputs:\n  - {a: Int, b: Int}\n", False),
    ("a keyword as the scene", "scene: Type\n", False),
    (
        "init labels and order",
        "scene: Album\nconventions: {initOrder: dependenciesFirst}\narguments:\n  - withAlbumID albumID: Int\n"
        "  - _ page: {type: Int, default: \"1\"}\ndependencies:\n  - UserService: {label: _}\nservice:\n"
        "  label: albums\n  methods: [load]\n",
        True,
    ),
    ("a 'var' label on a service", "scene: Album\ndependencies:\n  - UserService: {label: var}\n", False),
    ("an unknown init order", "scene: Album\nconventions: {initOrder: servicesFirst}\n", False),
    ("a scene starting with '_'", "scene: _Private\n", False),
    (
        "arguments and a route that fills one",
        "scene: Detail\narguments:\n  - post: String\n  - note: {type: Int?, doc: A note.}\noutputs: [again: String]\n"
        "coordinator:\n  routes:\n    - again: {scene: Detail, argument: post}\n",
        True,
    ),
    ("an argument without a type", "scene: Detail\narguments:\n  - post\n", False),
    (
        "properties, methods and labelled parameters",
        "scene: Rows\nconventions: {inputs: function}\ninputs:\n  - select: {params: [at index: Int, _ animated: Bool]}\n"
        "properties:\n  - count: Int\n  - title: {type: String, doc: The title.}\nmethods:\n  - clear\n"
        "  - row: {params: [at index: Int], returns: String?, doc: A row.}\n  - total: Int\nservice:\n  methods:\n"
        "    - load: {params: [byLanguage language: String, _ page: Int], returns: Int, kind: sync}\n",
        True,
    ),
    ("a property without a type", "scene: P\nproperties:\n  - count\n", False),
    ("a view model method with a kind", "scene: M\nmethods:\n  - load: {returns: Int, kind: sync}\n", False),
    ("a parameter label with '-'", "service: P\nmethods:\n  - load: {params: [by-page page: Int]}\n", False),
    ("a parameter of three words", "service: P\nmethods:\n  - load: {params: [by the page: Int]}\n", False),
    (
        "every key of a transform scene",
        "scene: T\nconventions: {viewModel: transform, outputs: signal, transform: {disposeBag: false}}\n"
        "inputs:\n  - x: {type: Int, trait: signal, doc: X.}\n  - y\n",
        True,
    ),
    (
        "a struct view model with a relay output and driver inputs",
        "scene: T\nconventions: {viewModel: transform, transform: {struct: true}}\nviewModelBaseClass: false\n"
        "inputs:\n  - x: {type: Int, trait: signal}\noutputs:\n  - busy: {type: Bool, trait: relay, initial: 'false'}\n",
        True,
    ),
    ("a struct option that is no boolean", "scene: T\nconventions: {viewModel: transform, transform: {struct: 1}}\n", False),
    (
        "inputs through init with traits",
        "scene: T\nconventions: {inputs: init}\ninputs:\n  - q: {type: String, trait: driver}\n  - go: {trait: signal}\n",
        True,
    ),
    ("an action with a bare type", "scene: A\nactions:\n  - go: Int\n", False),
    ("an empty service", "scene: S\nservice:\n", False),
    ("empty conventions", "scene: C\nconventions:\n", False),
    ("an empty tracking", "scene: T\noutputs: [busy: Bool]\ntracking: {}\n", False),
    ("tracking as a list", "scene: T\noutputs: [busy: Bool]\ntracking: [busy]\n", False),
    ("tracking with a number", "scene: T\noutputs: [busy: Bool]\ntracking: {activity: 1}\n", False),
    ("documentation as a list", "scene: D\ndoc: [a]\n", False),
    (
        "a route to a lowercase scene",
        "scene: R\noutputs: [done]\ncoordinator:\n  routes:\n    - done: settings\n",
        False,
    ),
    ("a boolean spelled 'maybe'", "scene: B\nconventions: {coordinatorInViewModel: maybe}\n", False),
    ("a spec with neither scene nor service", "doc: Nothing else.\n", False),
    (
        "a cell with every key a cell may have",
        "scene: Row\nkind: cell\ndoc: A row.\nimports: [Foundation]\nconventions: {outputs: driver}\n"
        "inputs: [tap]\noutputs: [title: String]\nactions: [share]\nstate: [idle]\n"
        "service: {methods: [load: String]}\ndependencies: [UserService]\n",
        True,
    ),
    ("a screen that says so, with a coordinator", "scene: S\nkind: screen\ncoordinator:\n", True),
    ("a component with a coordinator", "scene: Pad\nkind: component\ncoordinator:\n", False),
    ("a cell with an empty coordinator mapping", "scene: Row\nkind: cell\ncoordinator: {}\n", False),
    ("an unknown kind", "scene: K\nkind: sheet\n", False),
    ("a scene's own names, one the name itself", "scene: N\nnames: {viewModel: LegacyN, inputsProperty: input}\n", True),
    ("a placeholder its key cannot write", "scene: N\nnames: {coordinatorProtocol: \"{viewModel}Type\"}\n", False),
    ("a misspelled placeholder", "scene: N\nnames: {inputsProtocol: \"{scen}Input\"}\n", False),
    (
        "an initOrder list, a PublishSubject among PublishRelays and values in the outputs protocol",
        "scene: Place\nconventions: {inputs: publishRelay, initOrder: [userService, region, animated]}\n"
        "arguments:\n  - region: String\n  - animated: {type: Bool, expose: outputs}\n"
        "inputs:\n  - search: {trait: publishSubject}\n  - tap: Int\noutputs: [hide]\n"
        "properties:\n  - state: {type: String, expose: outputs}\ndependencies: [UserService]\n",
        True,
    ),
    ("an initOrder list that names a parameter twice", "scene: P\nconventions: {initOrder: [a, a]}\narguments: [a: Int]\n", False),
]

# Configs that scaffold and the schema must both accept or both refuse.
CONFIG_CASES = [
    (
        "every key of scaffold.yml",
        """
specs: [Specs]
output: Scenes
services: Services
templates: Templates
tests: {folder: SceneTests, testableImport: App}
conventions:
  viewModel: protocols
  inputs: function
  outputs: signal
  coordinatorInViewModel: true
  transform: {disposeBag: true}
externalScenes:
  Onboarding:
  Wizard: {coordinator: AppWizardFlow, result: "Result<Int, Error>", arguments: [step: Int, {page: {type: Int, default: 1}}]}
baseCoordinator: {name: AppCoordinator, generate: false}
naming: {service: useCase, coordinator: navigator}
viewModelBaseClass: {name: ViewModel, superInit: "super.init(title: \\"(none)\\")"}
appCode: [App, "Sources/Domain/**/*.swift"]
supportTypes: {viewModelType: ViewModelType, activityTracker: ActivityIndicator, errorTracker: ErrorTracker}
appServices:
  SwiftHubAPI:
  ShopAPI: {concrete: true}
  PostsUseCase:
    imports: [Domain]
    methods:
      - posts: "[Post]"
      - save: {params: [post: Post], kind: completable}
""",
        True,
    ),
    (
        "short forms",
        "specs: Specs\ntests: none\nbaseCoordinator: AppCoordinator\nviewModelBaseClass: NSObject\n",
        True,
    ),
    ("a base class without its name", "viewModelBaseClass: {superInit: super.init()}\n", False),
    ("a base class call that is not super.init", "viewModelBaseClass: {name: Base, superInit: self.init()}\n", False),
    ("only comments", "# nothing set\n", True),
    ("an app service held as it is with a flag that is not a boolean", "appServices: {API: {concrete: maybe}}\n", False),
    ("names in the app's own words", "names: {inputsProtocol: \"{viewModel}Input\", inputsProperty: input}\n", True),
    ("a project's type name without a placeholder", "names: {viewModel: MainViewModel}\n", False),
    ("a member name with a placeholder", "names: {outputsProperty: \"{scene}Outputs\"}\n", False),
    ("an empty list of specs", "specs: []\n", False),
    ("a misspelled key of tests", "tests: {folder: SceneTests, testable: App}\n", False),
    ("a boolean spelled 'maybe'", "baseCoordinator: {generate: maybe}\n", False),
    ("a lowercase external scene", "externalScenes:\n  settings:\n", False),
    ("a lowercase app protocol", "appServices:\n  postsUseCase:\n", False),
    ("an app protocol with a misspelled key", "appServices:\n  PostsUseCase: {method: []}\n", False),
    ("an app protocol method of an unknown kind", "appServices:\n  API: {methods: [get: {kind: future}]}\n", False),
    ("app code as one folder", "appCode: App\n", True),
    ("app code that matches nothing, a warning", "appCode: [Missing/*.swift]\n", True),
    ("app code at an absolute path", "appCode: [/Users/me/App]\n", False),
    ("app code through '..'", "appCode: [App/../../Shared]\n", False),
    ("app code given as a mapping", "appCode: {folder: App}\n", False),
    ("support types left empty", "supportTypes:\n", True),
    ("a misspelled support type key", "supportTypes: {activityTraker: ActivityIndicator}\n", False),
    ("a lowercase support type", "supportTypes: {errorTracker: errorTracker}\n", False),
    ("support types given as a list", "supportTypes: [ViewModelType]\n", False),
    ("the app's own step enum", "supportTypes: {steps: AppStep}\n", True),
    ("the app's step enum named in lowercase", "supportTypes: {steps: appStep}\n", False),
    ("an unknown convention", "conventions: {inputs: signal}\n", False),
    ("an unknown view model convention", "conventions: {viewModel: reactor}\n", False),
    ("a misspelled transform option", "conventions: {transform: {disposebag: true}}\n", False),
    ("every view model a struct", "conventions: {viewModel: transform, transform: {struct: true}}\n", True),
    ("an empty output folder", "output:\n", False),
    ("a module name with '-'", "tests: {testableImport: my-app}\n", False),
    ("a misspelled top-level key", "spec: Specs\n", False),
    ("the default naming written out", "naming: {service: service, coordinator: coordinator}\n", True),
    ("an empty naming", "naming: {}\n", True),
    ("an unknown service naming", "naming: {service: interactor}\n", False),
    ("a coordinator naming in another case", "naming: {coordinator: Navigator}\n", False),
    ("a misspelled naming key", "naming: {coordinater: navigator}\n", False),
    ("a naming given as one word", "naming: navigator\n", False),
    ("an initOrder list, which names one scene's parameters", "conventions: {initOrder: [region]}\n", False),
]


if not getattr(yaml, "__with_libyaml__", False):
    # PyYAML's own reader refuses plain scalars such as `{returns: Int?}` in flow mappings, which libyaml reads.
    print("validate.py: PyYAML was built without libyaml, the YAML reader scaffold uses (through Yams); "
          "install a PyYAML wheel or Debian's python3-yaml", file=sys.stderr)
    sys.exit(2)


class EditorLoader(yaml.CSafeLoader):
    """YAML as an editor's language server reads it: the YAML 1.2 core schema, a key written twice refused.
    The parser is libyaml, as in scaffold."""

    def construct_mapping(self, node, deep=False):
        seen = set()
        for key_node, _ in node.value:
            key = self.construct_object(key_node, deep=deep)
            try:
                hash(key)
            except TypeError:
                raise yaml.constructor.ConstructorError(
                    None, None, "a mapping key that is not text", key_node.start_mark
                ) from None
            if key in seen:
                raise yaml.constructor.ConstructorError(None, None, f"duplicate key {key!r}", key_node.start_mark)
            seen.add(key)
        return super().construct_mapping(node, deep)


def construct_int(loader, node):
    value = loader.construct_scalar(node)
    if value.startswith(("0o", "0x")):
        return int(value[2:], 8 if value[1] == "o" else 16)
    return int(value)


EditorLoader.add_constructor("tag:yaml.org,2002:int", construct_int)
EditorLoader.yaml_implicit_resolvers = {}
for tag, pattern, first in [
    ("null", r"^(?:~|null|Null|NULL|)$", ["~", "n", "N", ""]),
    ("bool", r"^(?:true|True|TRUE|false|False|FALSE)$", "tTfF"),
    ("int", r"^(?:[-+]?[0-9]+|0o[0-7]+|0x[0-9a-fA-F]+)$", "-+0123456789"),
    (
        "float",
        r"^(?:[-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)(?:[eE][-+]?[0-9]+)?|[-+]?\.(?:inf|Inf|INF)|\.(?:nan|NaN|NAN))$",
        "-+.0123456789",
    ),
]:
    EditorLoader.add_implicit_resolver(f"tag:yaml.org,2002:{tag}", re.compile(pattern), list(first))


def load(text):
    return yaml.load(text, Loader=EditorLoader)  # noqa: S506 - a CSafeLoader subclass


def first_error(validator, document):
    error = jsonschema.exceptions.best_match(validator.iter_errors(document))
    if error is None:
        return None
    where = "/".join(str(part) for part in error.absolute_path) or "(the document)"
    return f"{where}: {error.message[:300]}"


class Checks:
    def __init__(self):
        self.failures = []
        self.counts = {}

    def count(self, what):
        self.counts[what] = self.counts.get(what, 0) + 1

    def fail(self, message):
        self.failures.append(message)


def run(scaffold, arguments, folder):
    return subprocess.run([scaffold, *arguments], cwd=folder, capture_output=True, text=True, check=False)


def schema_from(scaffold, kind, checks):
    result = run(scaffold, ["schema", kind], ROOT)
    if result.returncode != 0:
        print(f"validate.py: scaffold schema {kind} failed:\n{result.stderr}", file=sys.stderr)
        sys.exit(2)
    schema = json.loads(result.stdout)
    try:
        jsonschema.Draft202012Validator.check_schema(schema)
    except jsonschema.exceptions.SchemaError as error:
        checks.fail(f"scaffold schema {kind} is no valid draft 2020-12 schema: {error.message}")
    return result.stdout, jsonschema.Draft202012Validator(schema)


def check_valid(path, validator, checks, label):
    try:
        document = load(path.read_bytes())
    except yaml.YAMLError as error:
        checks.fail(f"{label}: cannot be read as YAML: {error}")
        return
    problem = first_error(validator, document)
    if problem:
        checks.fail(f"{label}: valid for scaffold, refused by the schema at {problem}")
    else:
        checks.count("valid files accepted")


def check_bundled_specs(validator, checks):
    for folder in [
        "Specs", "Tests/Evolution/Specs", "Tests/Fixtures/CleanArchitecture/Specs", "Tests/Fixtures/ExistingApp/Specs"
    ]:
        for path in sorted((ROOT / folder).rglob("*.y*ml")):
            check_valid(path, validator, checks, str(path.relative_to(ROOT)))


def check_modeline(path, schema_text, checks, label):
    first = path.read_text(encoding="utf-8").split("\n", 1)[0]
    match = re.fullmatch(r"# yaml-language-server: \$schema=(\S+)", first)
    if not match:
        checks.fail(f"{label}: the first line is not a yaml-language-server modeline: {first!r}")
        return
    target = path.parent / match.group(1)
    if not target.is_file():
        checks.fail(f"{label}: $schema={match.group(1)} leads to no file from {path.parent.name}/")
    elif target.read_text(encoding="utf-8") != schema_text:
        checks.fail(f"{label}: $schema={match.group(1)} is not the schema scaffold prints")
    else:
        checks.count("modelines resolved")


def check_starter_files(scaffold, spec, config, checks):
    (spec_text, spec_validator), (config_text, config_validator) = spec, config
    with tempfile.TemporaryDirectory() as folder:
        project = pathlib.Path(folder)
        for arguments in [["init"], ["new", "Settings"], ["new", "--service", "UserService"]]:
            result = run(scaffold, arguments, project)
            if result.returncode != 0:
                checks.fail(f"scaffold {' '.join(arguments)} failed: {result.stderr}")
                return
        for path in sorted((project / "Specs").rglob("*.yml")):
            label = f"the starter spec {path.relative_to(project)}"
            check_valid(path, spec_validator, checks, label)
            check_modeline(path, spec_text, checks, label)
        check_valid(project / "scaffold.yml", config_validator, checks, "the starter scaffold.yml")
        check_modeline(project / "scaffold.yml", config_text, checks, "the starter scaffold.yml")
        check_valid(ROOT / "scaffold.yml", config_validator, checks, "this repository's scaffold.yml")
        for fixture in ["Tests/Fixtures/CleanArchitecture/scaffold.yml", "Tests/Fixtures/ExistingApp/scaffold.yml"]:
            check_valid(ROOT / fixture, config_validator, checks, fixture)
        check_cases(scaffold, project, spec_validator, config_validator, checks)


def check_cases(scaffold, project, spec_validator, config_validator, checks):
    """Each case once through scaffold and once through the schema, in a project with Settings and UserService."""
    for name, text, valid in SPEC_CASES:
        case = project / "Specs" / "Case.yml"
        case.write_text(text, encoding="utf-8")
        scaffold_accepts = run(scaffold, ["validate"], project).returncode == 0
        problem = first_error(spec_validator, load(text.encode("utf-8")))
        compare(f"spec case '{name}'", valid, scaffold_accepts, problem, checks)
        case.unlink()
    config = project / "scaffold.yml"
    for name, text, valid in CONFIG_CASES:
        config.write_text(text, encoding="utf-8")
        scaffold_accepts = run(scaffold, ["specs"], project).returncode == 0
        problem = first_error(config_validator, load(text.encode("utf-8")))
        compare(f"config case '{name}'", valid, scaffold_accepts, problem, checks)


def compare(label, valid, scaffold_accepts, problem, checks):
    if scaffold_accepts != valid:
        checks.fail(f"{label}: scaffold {'refuses' if valid else 'accepts'} it; the case says otherwise")
    elif valid and problem:
        checks.fail(f"{label}: scaffold accepts it, the schema refuses it at {problem}")
    elif not valid and not problem:
        checks.fail(f"{label}: scaffold refuses it, the schema accepts it")
    else:
        checks.count("cases where scaffold and the schema agree")


def check_broken_specs(validator, checks):
    folder = ROOT / "Tests/BrokenSpecs"
    files = {path.name for path in folder.glob("*.y*ml")}
    for name in sorted(files - BROKEN_SPECS.keys()):
        checks.fail(f"Tests/BrokenSpecs/{name}: not in BROKEN_SPECS; say how the schema refuses it, or why it cannot")
    for name in sorted(BROKEN_SPECS.keys() - files):
        checks.fail(f"BROKEN_SPECS names {name}, which is not in Tests/BrokenSpecs")
    for name in sorted(files & BROKEN_SPECS.keys()):
        expected = BROKEN_SPECS[name]
        label = f"Tests/BrokenSpecs/{name}"
        try:
            document = load((folder / name).read_bytes())
        except yaml.YAMLError:
            outcome = UNREADABLE
        else:
            outcome = REJECTED if first_error(validator, document) else "accepted"
        if expected in (REJECTED, UNREADABLE):
            if outcome != expected:
                checks.fail(f"{label}: expected to be {expected}, but it is {outcome}")
            else:
                checks.count(f"broken specs {expected}")
        elif outcome != "accepted":
            checks.fail(f"{label}: now {outcome}; move it out of the not-expressible entries of BROKEN_SPECS")
        else:
            checks.count("broken specs the schema cannot express")


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--scaffold", required=True, help="the scaffold binary to ask for the schemas")
    scaffold = str(pathlib.Path(parser.parse_args().scaffold).resolve())
    checks = Checks()
    spec = schema_from(scaffold, "spec", checks)
    config = schema_from(scaffold, "config", checks)
    check_bundled_specs(spec[1], checks)
    check_starter_files(scaffold, spec, config, checks)
    check_broken_specs(spec[1], checks)
    for failure in checks.failures:
        print(f"error: {failure}")
    summary = ", ".join(f"{count} {what}" for what, count in checks.counts.items())
    print(f"schema: {summary}; {len(checks.failures)} failed")
    return 1 if checks.failures else 0


if __name__ == "__main__":
    sys.exit(main())
