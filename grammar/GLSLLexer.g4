// Token vocabulary of the GLSL parser (GLSLParser.g4).
//
// This lexer grammar is never used to lex: the preprocessor (frontend/pp)
// tokenizes the source and the token source in package frontend maps each
// preprocessed token to one of the token types below. The grammar exists so
// that ANTLR assigns the token types and knows the spelling of every fixed
// token, which the parser grammar then writes as a literal (';', 'if') and
// which syntax errors print. generate.sh compiles it only to obtain
// GLSLLexer.tokens and throws the generated lexer away.
lexer grammar GLSLLexer;

// Token classes whose members are told apart by their text, and tokens with
// more than one spelling.
tokens {
    // Every built-in type keyword (void, float, vec4, uimage2D, float16_t,
    // ...). One token type for all of them keeps the parser's prediction
    // tables small; the AST builder reads the spelling.
    TYPE,
    // Storage, auxiliary, interpolation, memory and invariance qualifiers
    // (const in out inout uniform buffer attribute varying centroid sample
    // patch flat smooth noperspective coherent volatile restrict readonly
    // writeonly devicecoherent queuefamilycoherent workgroupcoherent
    // subgroupcoherent nonprivate invariant precise). 'shared' has its own
    // token because it is also a layout qualifier name.
    QUALIFIER,
    // highp mediump lowp: qualifiers that also appear in precision
    // declarations.
    PRECISION_QUALIFIER,
    // The GL_EXT_spirv_intrinsics qualifiers (spirv_instruction,
    // spirv_execution_mode[_id], spirv_decorate[_id|_string],
    // spirv_storage_class, spirv_by_reference, spirv_literal), all with the
    // same syntax: the word, then an optional argument list.
    SPIRV_QUALIFIER,
    BOOLCONSTANT,   // true false
    IDENTIFIER,
    INTCONSTANT,
    FLOATCONSTANT,
    STRINGCONSTANT  // GL_EXT_debug_printf
}

// Keywords with a syntax of their own.
LAYOUT    : 'layout' ;
SHARED    : 'shared' ;
PRECISION : 'precision' ;
STRUCT    : 'struct' ;
IF        : 'if' ;
ELSE      : 'else' ;
SWITCH    : 'switch' ;
CASE      : 'case' ;
DEFAULT   : 'default' ;
WHILE     : 'while' ;
DO        : 'do' ;
FOR       : 'for' ;
CONTINUE  : 'continue' ;
BREAK     : 'break' ;
RETURN    : 'return' ;
DISCARD   : 'discard' ;

// Operators and punctuators.
LEFT_PAREN    : '(' ;
RIGHT_PAREN   : ')' ;
LEFT_BRACKET  : '[' ;
RIGHT_BRACKET : ']' ;
LEFT_BRACE    : '{' ;
RIGHT_BRACE   : '}' ;
DOT           : '.' ;
COMMA         : ',' ;
COLON         : ':' ;
SEMICOLON     : ';' ;
QUESTION      : '?' ;

ASSIGN     : '=' ;
MUL_ASSIGN : '*=' ;
DIV_ASSIGN : '/=' ;
MOD_ASSIGN : '%=' ;
ADD_ASSIGN : '+=' ;
SUB_ASSIGN : '-=' ;
SHL_ASSIGN : '<<=' ;
SHR_ASSIGN : '>>=' ;
AND_ASSIGN : '&=' ;
XOR_ASSIGN : '^=' ;
OR_ASSIGN  : '|=' ;

INC : '++' ;
DEC : '--' ;

PLUS  : '+' ;
DASH  : '-' ;
STAR  : '*' ;
SLASH : '/' ;
PERCENT : '%' ;
BANG  : '!' ;
TILDE : '~' ;

LEFT_OP  : '<<' ;
RIGHT_OP : '>>' ;
LT       : '<' ;
GT       : '>' ;
LE       : '<=' ;
GE       : '>=' ;
EQ       : '==' ;
NE       : '!=' ;
AMP      : '&' ;
CARET    : '^' ;
BAR      : '|' ;
AND_OP   : '&&' ;
XOR_OP   : '^^' ;
OR_OP    : '||' ;
