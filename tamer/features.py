"""Features of a failure: test-case tokens, normalized compiler-output tokens, and C features from the AST.

Chen's thesis ("Improving the Utility of Compiler Fuzzers", §5.3.3) ranks by several views of a failure; this
module computes the views, the distances module turns them into numbers.

* **Test tokens.** :func:`c_tokens` is a C lexer in one regular expression (identifiers, constants, string and
  character literals, punctuators, comments dropped). :func:`clang_tokens` asks libclang's tokenizer for the
  same thing. Both keep identifiers and constants (the seed's vectors do). libclang costs ~1.2 ms per small
  test (it parses the translation unit first), which alone would take a minute for 50,000 failures, so the
  tf-idf distances use the regular-expression lexer by default and ``tfidf_test_clang`` uses libclang.
* **Output tokens.** Each output line goes through :func:`reportsmith.common.signature.normalize_line`
  (paths, line:column, addresses, temp names and test-chosen identifiers/numbers removed), then the lexer.
* **C features** (:func:`c_features`): counts over libclang's AST, in the spirit of the seed's 45-feature
  Clang detector: statement and expression kinds, operator kinds, type kinds of declarations, bitfields,
  packed/aligned structs, volatile, unions, pointer depth, loops and their nesting, calls, divisions by
  constants, infinite loops. :data:`C_FEATURE_NAMES` lists them (more than 40).
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Sequence

from reportsmith.common import libclang_setup
from reportsmith.common.signature import normalize_line

_C_TOKEN = re.compile(
    r"""//[^\n]*|/\*.*?\*/                                  # comments (dropped)
    |(?P<tok>
        [A-Za-z_]\w*                                       # identifiers and keywords
      | (?:0[xX][0-9a-fA-F]+|\d+\.?\d*(?:[eE][+-]?\d+)?|\.\d+(?:[eE][+-]?\d+)?)[uUlLfF]*   # constants
      | "(?:[^"\\\n]|\\.)*" | '(?:[^'\\\n]|\\.)*'          # string and character literals
      | <<=|>>=|\.\.\.|->|\+\+|--|<<|>>|<=|>=|==|!=|&&|\|\||[-+*/%&|^!=<>]=|\#\#
      | [][(){}.,;:?~!%^&*+\-/<>=|\#]
    )""",
    re.VERBOSE | re.DOTALL,
)


def c_tokens(text: str) -> list[str]:
    """The tokens of C (or C-like) text, comments dropped."""
    return [m.group("tok") for m in _C_TOKEN.finditer(text) if m.group("tok")]


def clang_tokens(text: str, file_name: str = "test.c") -> list[str]:
    """The tokens libclang's lexer finds in ``text`` (raises LibclangUnavailable without libclang)."""
    # deferred: libclang loads its shared library on import; only clang-based features need it
    from clang import cindex

    unit = libclang_setup.index().parse(
        file_name, args=list(libclang_setup.parse_arguments()), unsaved_files=[(file_name, text)]
    )
    return [
        t.spelling for t in unit.get_tokens(extent=unit.cursor.extent) if t.kind != cindex.TokenKind.COMMENT
    ]


def normalized_output(output: str, test_names: Sequence[str] = ()) -> str:
    """Compiler output with what the test decides (names, positions, addresses, temp files) taken out."""
    lines = (normalize_line(line, test_names) for line in output.splitlines())
    return "\n".join(line for line in lines if line)


def output_tokens(output: str, test_names: Sequence[str] = ()) -> list[str]:
    return c_tokens(normalized_output(output, test_names))


_STATEMENT_KINDS = (
    "IF_STMT FOR_STMT WHILE_STMT DO_STMT SWITCH_STMT CASE_STMT DEFAULT_STMT GOTO_STMT LABEL_STMT RETURN_STMT "
    "BREAK_STMT CONTINUE_STMT COMPOUND_STMT DECL_STMT NULL_STMT"
).split()
_EXPRESSION_KINDS = (
    "CALL_EXPR BINARY_OPERATOR UNARY_OPERATOR COMPOUND_ASSIGNMENT_OPERATOR CONDITIONAL_OPERATOR "
    "CSTYLE_CAST_EXPR ARRAY_SUBSCRIPT_EXPR MEMBER_REF_EXPR INTEGER_LITERAL FLOATING_LITERAL STRING_LITERAL "
    "CHARACTER_LITERAL INIT_LIST_EXPR PAREN_EXPR CXX_UNARY_EXPR ADDR_LABEL_EXPR STMTEXPR"
).split()
_DECLARATION_KINDS = (
    "FUNCTION_DECL VAR_DECL PARM_DECL FIELD_DECL STRUCT_DECL UNION_DECL ENUM_DECL TYPEDEF_DECL".split()
)
_TYPE_KINDS = (
    "CHAR_S CHAR_U SCHAR UCHAR SHORT USHORT INT UINT LONG ULONG LONGLONG ULONGLONG INT128 FLOAT DOUBLE "
    "LONGDOUBLE BOOL POINTER CONSTANTARRAY INCOMPLETEARRAY VARIABLEARRAY RECORD ENUM FUNCTIONPROTO COMPLEX "
    "VECTOR"
).split()
_OPERATORS = "/ % << >> & | ^ ~ ! && || ++ -- == != < <= > >= * + - = , ?".split()
_OTHER = (
    "bitfield packed aligned volatile const static global union_field pointer_depth loop_depth "
    "division_by_constant division_by_zero infinite_loop function_pointer asm"
).split()

#: Every C feature, in vector order.
C_FEATURE_NAMES: tuple[str, ...] = tuple(
    [f"stmt:{k}" for k in _STATEMENT_KINDS]
    + [f"expr:{k}" for k in _EXPRESSION_KINDS]
    + [f"decl:{k}" for k in _DECLARATION_KINDS]
    + [f"type:{k}" for k in _TYPE_KINDS]
    + [f"op:{o}" for o in _OPERATORS]
    + _OTHER
)
_LOOPS = {"FOR_STMT", "WHILE_STMT", "DO_STMT"}


def _operator_token(cursor) -> str | None:  # type: ignore[no-untyped-def]
    """The operator of a binary/unary operator cursor: the first token that is not inside an operand."""
    children = list(cursor.get_children())
    tokens = list(cursor.get_tokens())
    if not tokens:
        return None
    if cursor.kind.name == "UNARY_OPERATOR":
        first = tokens[0].spelling
        return (
            first
            if first in _OPERATORS
            else (tokens[-1].spelling if tokens[-1].spelling in _OPERATORS else None)
        )
    if not children:
        return None
    left_end = children[0].extent.end.offset
    for token in tokens:
        if token.extent.start.offset >= left_end:
            return token.spelling  # the operator follows the left operand (may be "+=", not counted)
    return None


def _pointer_depth(type_) -> int:  # type: ignore[no-untyped-def]
    depth = 0
    canonical = type_.get_canonical()
    while canonical.kind.name == "POINTER" and depth < 16:
        depth += 1
        canonical = canonical.get_pointee().get_canonical()
    return depth


def c_features(text: str, file_name: str = "test.c") -> Counter[str]:
    """Counted C features of ``text`` (keys from :data:`C_FEATURE_NAMES`); parse errors are tolerated."""
    unit = libclang_setup.index().parse(
        file_name, args=list(libclang_setup.parse_arguments()), unsaved_files=[(file_name, text)]
    )
    counts: Counter[str] = Counter()

    def visit(cursor, loop_depth: int, in_function: bool) -> None:  # type: ignore[no-untyped-def]
        location = cursor.location
        if location.file is not None and location.file.name != file_name:
            return  # declarations from included headers are not the test's
        kind = cursor.kind.name
        if kind in _LOOPS:
            loop_depth += 1
            counts["loop_depth"] = max(counts["loop_depth"], loop_depth)
            spelled = " ".join(t.spelling for t in cursor.get_tokens())
            if re.match(r"for \( [^;]*; ; |while \( 1 \)", spelled) or (
                kind == "DO_STMT" and spelled.endswith("while ( 1 ) ;")
            ):
                counts["infinite_loop"] += 1
        if kind in _STATEMENT_KINDS:
            counts[f"stmt:{kind}"] += 1
        elif kind in _EXPRESSION_KINDS:
            counts[f"expr:{kind}"] += 1
            if kind in ("BINARY_OPERATOR", "UNARY_OPERATOR", "COMPOUND_ASSIGNMENT_OPERATOR"):
                operator = _operator_token(cursor)
                if operator in _OPERATORS:
                    counts[f"op:{operator}"] += 1
                if kind == "BINARY_OPERATOR" and operator in ("/", "%"):
                    right = list(cursor.get_children())[-1]
                    literal = [t.spelling for t in right.get_tokens()]
                    if right.kind.name == "INTEGER_LITERAL" or (
                        len(literal) == 1 and literal[0][:1].isdigit()
                    ):
                        counts["division_by_constant"] += 1
                        if literal and re.fullmatch(r"0+[uUlL]*", literal[0]):
                            counts["division_by_zero"] += 1
            if kind == "CONDITIONAL_OPERATOR":
                counts["op:?"] += 1
        elif kind in _DECLARATION_KINDS:
            counts[f"decl:{kind}"] += 1
            if kind in ("VAR_DECL", "FIELD_DECL", "PARM_DECL", "FUNCTION_DECL", "TYPEDEF_DECL"):
                type_ = cursor.type
                canonical = type_.get_canonical()
                type_kind = (canonical.get_result() if kind == "FUNCTION_DECL" else canonical).kind.name
                if type_kind in _TYPE_KINDS:
                    counts[f"type:{type_kind}"] += 1
                if canonical.is_volatile_qualified() or "volatile" in type_.spelling:
                    counts["volatile"] += 1
                if canonical.is_const_qualified():
                    counts["const"] += 1
                depth = _pointer_depth(type_)
                counts["pointer_depth"] = max(counts["pointer_depth"], depth)
                if "(*)" in type_.spelling:
                    counts["function_pointer"] += 1
            if kind == "FIELD_DECL":
                if cursor.is_bitfield():
                    counts["bitfield"] += 1
                if cursor.semantic_parent is not None and cursor.semantic_parent.kind.name == "UNION_DECL":
                    counts["union_field"] += 1
            if kind == "VAR_DECL" and not in_function:
                counts["global"] += 1
            if cursor.storage_class is not None and cursor.storage_class.name == "STATIC":
                counts["static"] += 1
        elif kind == "PACKED_ATTR":
            counts["packed"] += 1
        elif kind == "ALIGNED_ATTR":
            counts["aligned"] += 1
        elif kind == "ASM_STMT":
            counts["asm"] += 1
        inside = in_function or kind == "FUNCTION_DECL"
        for child in cursor.get_children():
            visit(child, loop_depth, inside)

    for top in unit.cursor.get_children():
        visit(top, 0, False)
    return counts

