// Code generated from GLSLParser.g4 by ANTLR 4.13.1. DO NOT EDIT.

package parser // GLSLParser
import (
	"fmt"
	"strconv"
	"sync"

	"github.com/antlr4-go/antlr/v4"
)

// Suppress unused import errors
var _ = fmt.Printf
var _ = strconv.Itoa
var _ = sync.Once{}

type GLSLParser struct {
	*antlr.BaseParser
	// Grammar author supplied members of the instance struct

	// Scopes resolves type names; nil treats every identifier as a
	// non-type.
	Scopes Scopes
}

var GLSLParserParserStaticData struct {
	once                   sync.Once
	serializedATN          []int32
	LiteralNames           []string
	SymbolicNames          []string
	RuleNames              []string
	PredictionContextCache *antlr.PredictionContextCache
	atn                    *antlr.ATN
	decisionToDFA          []*antlr.DFA
}

func glslparserParserInit() {
	staticData := &GLSLParserParserStaticData
	staticData.LiteralNames = []string{
		"", "", "", "", "", "", "", "", "", "", "'layout'", "'shared'", "'precision'",
		"'struct'", "'if'", "'else'", "'switch'", "'case'", "'default'", "'while'",
		"'do'", "'for'", "'continue'", "'break'", "'return'", "'discard'", "'('",
		"')'", "'['", "']'", "'{'", "'}'", "'.'", "','", "':'", "';'", "'?'",
		"'='", "'*='", "'/='", "'%='", "'+='", "'-='", "'<<='", "'>>='", "'&='",
		"'^='", "'|='", "'++'", "'--'", "'+'", "'-'", "'*'", "'/'", "'%'", "'!'",
		"'~'", "'<<'", "'>>'", "'<'", "'>'", "'<='", "'>='", "'=='", "'!='",
		"'&'", "'^'", "'|'", "'&&'", "'^^'", "'||'",
	}
	staticData.SymbolicNames = []string{
		"", "TYPE", "QUALIFIER", "PRECISION_QUALIFIER", "SPIRV_QUALIFIER", "BOOLCONSTANT",
		"IDENTIFIER", "INTCONSTANT", "FLOATCONSTANT", "STRINGCONSTANT", "LAYOUT",
		"SHARED", "PRECISION", "STRUCT", "IF", "ELSE", "SWITCH", "CASE", "DEFAULT",
		"WHILE", "DO", "FOR", "CONTINUE", "BREAK", "RETURN", "DISCARD", "LEFT_PAREN",
		"RIGHT_PAREN", "LEFT_BRACKET", "RIGHT_BRACKET", "LEFT_BRACE", "RIGHT_BRACE",
		"DOT", "COMMA", "COLON", "SEMICOLON", "QUESTION", "ASSIGN", "MUL_ASSIGN",
		"DIV_ASSIGN", "MOD_ASSIGN", "ADD_ASSIGN", "SUB_ASSIGN", "SHL_ASSIGN",
		"SHR_ASSIGN", "AND_ASSIGN", "XOR_ASSIGN", "OR_ASSIGN", "INC", "DEC",
		"PLUS", "DASH", "STAR", "SLASH", "PERCENT", "BANG", "TILDE", "LEFT_OP",
		"RIGHT_OP", "LT", "GT", "LE", "GE", "EQ", "NE", "AMP", "CARET", "BAR",
		"AND_OP", "XOR_OP", "OR_OP",
	}
	staticData.RuleNames = []string{
		"translationUnit", "externalDeclaration", "declaration", "qualifiedDeclaration",
		"blockInstance", "typedDeclaration", "typedRest", "functionRest", "parameterDeclaration",
		"initDeclarator", "initializer", "fieldDeclaration", "fieldDeclarator",
		"typeQualifier", "singleTypeQualifier", "spirvArgument", "spirvValue",
		"layoutQualifierId", "typeSpecifier", "typeParameters", "typeName",
		"structSpecifier", "arraySpecifier", "arrayDimension", "attribute",
		"singleAttribute", "statement", "compoundStatement", "simpleStatement",
		"whileStatement", "forStatement", "forInit", "condition", "expression",
		"assignmentExpression", "conditionalExpression", "binaryExpression",
		"unaryExpression", "postfixOperation", "primaryExpression",
	}
	staticData.PredictionContextCache = antlr.NewPredictionContextCache()
	staticData.serializedATN = []int32{
		4, 1, 70, 569, 2, 0, 7, 0, 2, 1, 7, 1, 2, 2, 7, 2, 2, 3, 7, 3, 2, 4, 7,
		4, 2, 5, 7, 5, 2, 6, 7, 6, 2, 7, 7, 7, 2, 8, 7, 8, 2, 9, 7, 9, 2, 10, 7,
		10, 2, 11, 7, 11, 2, 12, 7, 12, 2, 13, 7, 13, 2, 14, 7, 14, 2, 15, 7, 15,
		2, 16, 7, 16, 2, 17, 7, 17, 2, 18, 7, 18, 2, 19, 7, 19, 2, 20, 7, 20, 2,
		21, 7, 21, 2, 22, 7, 22, 2, 23, 7, 23, 2, 24, 7, 24, 2, 25, 7, 25, 2, 26,
		7, 26, 2, 27, 7, 27, 2, 28, 7, 28, 2, 29, 7, 29, 2, 30, 7, 30, 2, 31, 7,
		31, 2, 32, 7, 32, 2, 33, 7, 33, 2, 34, 7, 34, 2, 35, 7, 35, 2, 36, 7, 36,
		2, 37, 7, 37, 2, 38, 7, 38, 2, 39, 7, 39, 1, 0, 5, 0, 82, 8, 0, 10, 0,
		12, 0, 85, 9, 0, 1, 0, 1, 0, 1, 1, 5, 1, 90, 8, 1, 10, 1, 12, 1, 93, 9,
		1, 1, 1, 1, 1, 3, 1, 97, 8, 1, 1, 2, 1, 2, 1, 2, 1, 2, 1, 2, 1, 2, 1, 2,
		1, 2, 1, 2, 3, 2, 108, 8, 2, 1, 3, 1, 3, 1, 3, 1, 3, 4, 3, 114, 8, 3, 11,
		3, 12, 3, 115, 1, 3, 1, 3, 3, 3, 120, 8, 3, 1, 3, 1, 3, 1, 3, 1, 3, 1,
		3, 1, 3, 5, 3, 128, 8, 3, 10, 3, 12, 3, 131, 9, 3, 1, 3, 3, 3, 134, 8,
		3, 1, 4, 1, 4, 1, 4, 3, 4, 139, 8, 4, 1, 5, 1, 5, 1, 5, 1, 6, 1, 6, 1,
		6, 1, 6, 1, 6, 5, 6, 149, 8, 6, 10, 6, 12, 6, 152, 9, 6, 1, 6, 1, 6, 3,
		6, 156, 8, 6, 1, 7, 1, 7, 1, 7, 1, 7, 1, 7, 5, 7, 163, 8, 7, 10, 7, 12,
		7, 166, 9, 7, 3, 7, 168, 8, 7, 1, 7, 1, 7, 5, 7, 172, 8, 7, 10, 7, 12,
		7, 175, 9, 7, 1, 7, 1, 7, 3, 7, 179, 8, 7, 1, 8, 3, 8, 182, 8, 8, 1, 8,
		1, 8, 1, 8, 1, 8, 3, 8, 188, 8, 8, 3, 8, 190, 8, 8, 1, 9, 1, 9, 1, 9, 3,
		9, 195, 8, 9, 1, 9, 1, 9, 3, 9, 199, 8, 9, 1, 10, 1, 10, 1, 10, 1, 10,
		1, 10, 5, 10, 206, 8, 10, 10, 10, 12, 10, 209, 9, 10, 1, 10, 3, 10, 212,
		8, 10, 3, 10, 214, 8, 10, 1, 10, 3, 10, 217, 8, 10, 1, 11, 3, 11, 220,
		8, 11, 1, 11, 1, 11, 1, 11, 1, 11, 5, 11, 226, 8, 11, 10, 11, 12, 11, 229,
		9, 11, 1, 11, 1, 11, 1, 12, 1, 12, 3, 12, 235, 8, 12, 1, 13, 4, 13, 238,
		8, 13, 11, 13, 12, 13, 239, 1, 14, 1, 14, 1, 14, 1, 14, 1, 14, 5, 14, 247,
		8, 14, 10, 14, 12, 14, 250, 9, 14, 1, 14, 1, 14, 1, 14, 1, 14, 1, 14, 1,
		14, 1, 14, 1, 14, 1, 14, 1, 14, 5, 14, 262, 8, 14, 10, 14, 12, 14, 265,
		9, 14, 1, 14, 1, 14, 3, 14, 269, 8, 14, 3, 14, 271, 8, 14, 1, 15, 1, 15,
		1, 15, 3, 15, 276, 8, 15, 1, 16, 1, 16, 1, 16, 1, 16, 5, 16, 282, 8, 16,
		10, 16, 12, 16, 285, 9, 16, 1, 16, 1, 16, 1, 16, 3, 16, 290, 8, 16, 1,
		17, 1, 17, 1, 17, 3, 17, 295, 8, 17, 1, 17, 3, 17, 298, 8, 17, 1, 18, 1,
		18, 3, 18, 302, 8, 18, 1, 18, 1, 18, 3, 18, 306, 8, 18, 1, 18, 3, 18, 309,
		8, 18, 1, 19, 1, 19, 1, 19, 1, 19, 5, 19, 315, 8, 19, 10, 19, 12, 19, 318,
		9, 19, 1, 19, 1, 19, 1, 20, 1, 20, 1, 20, 1, 21, 1, 21, 1, 21, 3, 21, 328,
		8, 21, 1, 21, 1, 21, 4, 21, 332, 8, 21, 11, 21, 12, 21, 333, 1, 21, 1,
		21, 1, 22, 4, 22, 339, 8, 22, 11, 22, 12, 22, 340, 1, 23, 1, 23, 3, 23,
		345, 8, 23, 1, 23, 1, 23, 1, 24, 1, 24, 1, 24, 1, 24, 1, 24, 5, 24, 354,
		8, 24, 10, 24, 12, 24, 357, 9, 24, 1, 24, 1, 24, 1, 24, 1, 25, 1, 25, 1,
		25, 1, 25, 1, 25, 5, 25, 367, 8, 25, 10, 25, 12, 25, 370, 9, 25, 1, 25,
		1, 25, 3, 25, 374, 8, 25, 1, 26, 5, 26, 377, 8, 26, 10, 26, 12, 26, 380,
		9, 26, 1, 26, 1, 26, 3, 26, 384, 8, 26, 1, 27, 1, 27, 5, 27, 388, 8, 27,
		10, 27, 12, 27, 391, 9, 27, 1, 27, 1, 27, 1, 28, 1, 28, 1, 28, 1, 28, 1,
		28, 1, 28, 1, 28, 1, 28, 1, 28, 1, 28, 1, 28, 1, 28, 3, 28, 407, 8, 28,
		1, 28, 1, 28, 1, 28, 1, 28, 1, 28, 1, 28, 1, 28, 1, 28, 1, 28, 1, 28, 1,
		28, 1, 28, 1, 28, 1, 28, 1, 28, 1, 28, 1, 28, 1, 28, 1, 28, 1, 28, 1, 28,
		1, 28, 1, 28, 1, 28, 1, 28, 1, 28, 1, 28, 1, 28, 3, 28, 437, 8, 28, 1,
		28, 1, 28, 1, 28, 3, 28, 442, 8, 28, 1, 29, 1, 29, 1, 29, 1, 29, 1, 29,
		1, 29, 1, 30, 1, 30, 1, 30, 1, 30, 3, 30, 454, 8, 30, 1, 30, 1, 30, 3,
		30, 458, 8, 30, 1, 30, 1, 30, 1, 30, 1, 31, 1, 31, 3, 31, 465, 8, 31, 1,
		31, 3, 31, 468, 8, 31, 1, 32, 3, 32, 471, 8, 32, 1, 32, 1, 32, 1, 32, 1,
		32, 1, 32, 1, 32, 1, 32, 3, 32, 480, 8, 32, 1, 33, 1, 33, 1, 33, 5, 33,
		485, 8, 33, 10, 33, 12, 33, 488, 9, 33, 1, 34, 1, 34, 1, 34, 1, 34, 1,
		34, 1, 34, 1, 34, 1, 34, 3, 34, 498, 8, 34, 1, 35, 1, 35, 1, 35, 1, 35,
		1, 35, 1, 35, 3, 35, 506, 8, 35, 1, 36, 1, 36, 1, 36, 5, 36, 511, 8, 36,
		10, 36, 12, 36, 514, 9, 36, 1, 37, 5, 37, 517, 8, 37, 10, 37, 12, 37, 520,
		9, 37, 1, 37, 1, 37, 5, 37, 524, 8, 37, 10, 37, 12, 37, 527, 9, 37, 1,
		38, 1, 38, 3, 38, 531, 8, 38, 1, 38, 1, 38, 1, 38, 1, 38, 1, 38, 5, 38,
		538, 8, 38, 10, 38, 12, 38, 541, 9, 38, 3, 38, 543, 8, 38, 1, 38, 1, 38,
		1, 38, 1, 38, 1, 38, 3, 38, 550, 8, 38, 1, 39, 1, 39, 1, 39, 1, 39, 1,
		39, 3, 39, 557, 8, 39, 1, 39, 1, 39, 1, 39, 1, 39, 1, 39, 1, 39, 1, 39,
		1, 39, 3, 39, 567, 8, 39, 1, 39, 0, 0, 40, 0, 2, 4, 6, 8, 10, 12, 14, 16,
		18, 20, 22, 24, 26, 28, 30, 32, 34, 36, 38, 40, 42, 44, 46, 48, 50, 52,
		54, 56, 58, 60, 62, 64, 66, 68, 70, 72, 74, 76, 78, 0, 3, 1, 0, 37, 47,
		2, 0, 50, 54, 57, 70, 2, 0, 48, 51, 55, 56, 630, 0, 83, 1, 0, 0, 0, 2,
		96, 1, 0, 0, 0, 4, 107, 1, 0, 0, 0, 6, 133, 1, 0, 0, 0, 8, 135, 1, 0, 0,
		0, 10, 140, 1, 0, 0, 0, 12, 155, 1, 0, 0, 0, 14, 157, 1, 0, 0, 0, 16, 181,
		1, 0, 0, 0, 18, 191, 1, 0, 0, 0, 20, 216, 1, 0, 0, 0, 22, 219, 1, 0, 0,
		0, 24, 232, 1, 0, 0, 0, 26, 237, 1, 0, 0, 0, 28, 270, 1, 0, 0, 0, 30, 272,
		1, 0, 0, 0, 32, 289, 1, 0, 0, 0, 34, 297, 1, 0, 0, 0, 36, 305, 1, 0, 0,
		0, 38, 310, 1, 0, 0, 0, 40, 321, 1, 0, 0, 0, 42, 324, 1, 0, 0, 0, 44, 338,
		1, 0, 0, 0, 46, 342, 1, 0, 0, 0, 48, 348, 1, 0, 0, 0, 50, 361, 1, 0, 0,
		0, 52, 378, 1, 0, 0, 0, 54, 385, 1, 0, 0, 0, 56, 441, 1, 0, 0, 0, 58, 443,
		1, 0, 0, 0, 60, 449, 1, 0, 0, 0, 62, 467, 1, 0, 0, 0, 64, 479, 1, 0, 0,
		0, 66, 481, 1, 0, 0, 0, 68, 489, 1, 0, 0, 0, 70, 499, 1, 0, 0, 0, 72, 507,
		1, 0, 0, 0, 74, 518, 1, 0, 0, 0, 76, 549, 1, 0, 0, 0, 78, 566, 1, 0, 0,
		0, 80, 82, 3, 2, 1, 0, 81, 80, 1, 0, 0, 0, 82, 85, 1, 0, 0, 0, 83, 81,
		1, 0, 0, 0, 83, 84, 1, 0, 0, 0, 84, 86, 1, 0, 0, 0, 85, 83, 1, 0, 0, 0,
		86, 87, 5, 0, 0, 1, 87, 1, 1, 0, 0, 0, 88, 90, 3, 48, 24, 0, 89, 88, 1,
		0, 0, 0, 90, 93, 1, 0, 0, 0, 91, 89, 1, 0, 0, 0, 91, 92, 1, 0, 0, 0, 92,
		94, 1, 0, 0, 0, 93, 91, 1, 0, 0, 0, 94, 97, 3, 4, 2, 0, 95, 97, 5, 35,
		0, 0, 96, 91, 1, 0, 0, 0, 96, 95, 1, 0, 0, 0, 97, 3, 1, 0, 0, 0, 98, 99,
		5, 12, 0, 0, 99, 100, 5, 3, 0, 0, 100, 101, 3, 36, 18, 0, 101, 102, 5,
		35, 0, 0, 102, 108, 1, 0, 0, 0, 103, 104, 3, 26, 13, 0, 104, 105, 3, 6,
		3, 0, 105, 108, 1, 0, 0, 0, 106, 108, 3, 10, 5, 0, 107, 98, 1, 0, 0, 0,
		107, 103, 1, 0, 0, 0, 107, 106, 1, 0, 0, 0, 108, 5, 1, 0, 0, 0, 109, 134,
		5, 35, 0, 0, 110, 111, 5, 6, 0, 0, 111, 113, 5, 30, 0, 0, 112, 114, 3,
		22, 11, 0, 113, 112, 1, 0, 0, 0, 114, 115, 1, 0, 0, 0, 115, 113, 1, 0,
		0, 0, 115, 116, 1, 0, 0, 0, 116, 117, 1, 0, 0, 0, 117, 119, 5, 31, 0, 0,
		118, 120, 3, 8, 4, 0, 119, 118, 1, 0, 0, 0, 119, 120, 1, 0, 0, 0, 120,
		121, 1, 0, 0, 0, 121, 122, 5, 35, 0, 0, 122, 134, 1, 0, 0, 0, 123, 134,
		3, 10, 5, 0, 124, 129, 5, 6, 0, 0, 125, 126, 5, 33, 0, 0, 126, 128, 5,
		6, 0, 0, 127, 125, 1, 0, 0, 0, 128, 131, 1, 0, 0, 0, 129, 127, 1, 0, 0,
		0, 129, 130, 1, 0, 0, 0, 130, 132, 1, 0, 0, 0, 131, 129, 1, 0, 0, 0, 132,
		134, 5, 35, 0, 0, 133, 109, 1, 0, 0, 0, 133, 110, 1, 0, 0, 0, 133, 123,
		1, 0, 0, 0, 133, 124, 1, 0, 0, 0, 134, 7, 1, 0, 0, 0, 135, 136, 5, 6, 0,
		0, 136, 138, 6, 4, -1, 0, 137, 139, 3, 44, 22, 0, 138, 137, 1, 0, 0, 0,
		138, 139, 1, 0, 0, 0, 139, 9, 1, 0, 0, 0, 140, 141, 3, 36, 18, 0, 141,
		142, 3, 12, 6, 0, 142, 11, 1, 0, 0, 0, 143, 156, 5, 35, 0, 0, 144, 156,
		3, 14, 7, 0, 145, 150, 3, 18, 9, 0, 146, 147, 5, 33, 0, 0, 147, 149, 3,
		18, 9, 0, 148, 146, 1, 0, 0, 0, 149, 152, 1, 0, 0, 0, 150, 148, 1, 0, 0,
		0, 150, 151, 1, 0, 0, 0, 151, 153, 1, 0, 0, 0, 152, 150, 1, 0, 0, 0, 153,
		154, 5, 35, 0, 0, 154, 156, 1, 0, 0, 0, 155, 143, 1, 0, 0, 0, 155, 144,
		1, 0, 0, 0, 155, 145, 1, 0, 0, 0, 156, 13, 1, 0, 0, 0, 157, 158, 5, 6,
		0, 0, 158, 167, 5, 26, 0, 0, 159, 164, 3, 16, 8, 0, 160, 161, 5, 33, 0,
		0, 161, 163, 3, 16, 8, 0, 162, 160, 1, 0, 0, 0, 163, 166, 1, 0, 0, 0, 164,
		162, 1, 0, 0, 0, 164, 165, 1, 0, 0, 0, 165, 168, 1, 0, 0, 0, 166, 164,
		1, 0, 0, 0, 167, 159, 1, 0, 0, 0, 167, 168, 1, 0, 0, 0, 168, 169, 1, 0,
		0, 0, 169, 173, 5, 27, 0, 0, 170, 172, 3, 48, 24, 0, 171, 170, 1, 0, 0,
		0, 172, 175, 1, 0, 0, 0, 173, 171, 1, 0, 0, 0, 173, 174, 1, 0, 0, 0, 174,
		178, 1, 0, 0, 0, 175, 173, 1, 0, 0, 0, 176, 179, 3, 54, 27, 0, 177, 179,
		5, 35, 0, 0, 178, 176, 1, 0, 0, 0, 178, 177, 1, 0, 0, 0, 179, 15, 1, 0,
		0, 0, 180, 182, 3, 26, 13, 0, 181, 180, 1, 0, 0, 0, 181, 182, 1, 0, 0,
		0, 182, 183, 1, 0, 0, 0, 183, 189, 3, 36, 18, 0, 184, 185, 5, 6, 0, 0,
		185, 187, 6, 8, -1, 0, 186, 188, 3, 44, 22, 0, 187, 186, 1, 0, 0, 0, 187,
		188, 1, 0, 0, 0, 188, 190, 1, 0, 0, 0, 189, 184, 1, 0, 0, 0, 189, 190,
		1, 0, 0, 0, 190, 17, 1, 0, 0, 0, 191, 192, 5, 6, 0, 0, 192, 194, 6, 9,
		-1, 0, 193, 195, 3, 44, 22, 0, 194, 193, 1, 0, 0, 0, 194, 195, 1, 0, 0,
		0, 195, 198, 1, 0, 0, 0, 196, 197, 5, 37, 0, 0, 197, 199, 3, 20, 10, 0,
		198, 196, 1, 0, 0, 0, 198, 199, 1, 0, 0, 0, 199, 19, 1, 0, 0, 0, 200, 217,
		3, 68, 34, 0, 201, 213, 5, 30, 0, 0, 202, 207, 3, 20, 10, 0, 203, 204,
		5, 33, 0, 0, 204, 206, 3, 20, 10, 0, 205, 203, 1, 0, 0, 0, 206, 209, 1,
		0, 0, 0, 207, 205, 1, 0, 0, 0, 207, 208, 1, 0, 0, 0, 208, 211, 1, 0, 0,
		0, 209, 207, 1, 0, 0, 0, 210, 212, 5, 33, 0, 0, 211, 210, 1, 0, 0, 0, 211,
		212, 1, 0, 0, 0, 212, 214, 1, 0, 0, 0, 213, 202, 1, 0, 0, 0, 213, 214,
		1, 0, 0, 0, 214, 215, 1, 0, 0, 0, 215, 217, 5, 31, 0, 0, 216, 200, 1, 0,
		0, 0, 216, 201, 1, 0, 0, 0, 217, 21, 1, 0, 0, 0, 218, 220, 3, 26, 13, 0,
		219, 218, 1, 0, 0, 0, 219, 220, 1, 0, 0, 0, 220, 221, 1, 0, 0, 0, 221,
		222, 3, 36, 18, 0, 222, 227, 3, 24, 12, 0, 223, 224, 5, 33, 0, 0, 224,
		226, 3, 24, 12, 0, 225, 223, 1, 0, 0, 0, 226, 229, 1, 0, 0, 0, 227, 225,
		1, 0, 0, 0, 227, 228, 1, 0, 0, 0, 228, 230, 1, 0, 0, 0, 229, 227, 1, 0,
		0, 0, 230, 231, 5, 35, 0, 0, 231, 23, 1, 0, 0, 0, 232, 234, 5, 6, 0, 0,
		233, 235, 3, 44, 22, 0, 234, 233, 1, 0, 0, 0, 234, 235, 1, 0, 0, 0, 235,
		25, 1, 0, 0, 0, 236, 238, 3, 28, 14, 0, 237, 236, 1, 0, 0, 0, 238, 239,
		1, 0, 0, 0, 239, 237, 1, 0, 0, 0, 239, 240, 1, 0, 0, 0, 240, 27, 1, 0,
		0, 0, 241, 242, 5, 10, 0, 0, 242, 243, 5, 26, 0, 0, 243, 248, 3, 34, 17,
		0, 244, 245, 5, 33, 0, 0, 245, 247, 3, 34, 17, 0, 246, 244, 1, 0, 0, 0,
		247, 250, 1, 0, 0, 0, 248, 246, 1, 0, 0, 0, 248, 249, 1, 0, 0, 0, 249,
		251, 1, 0, 0, 0, 250, 248, 1, 0, 0, 0, 251, 252, 5, 27, 0, 0, 252, 271,
		1, 0, 0, 0, 253, 271, 5, 2, 0, 0, 254, 271, 5, 11, 0, 0, 255, 271, 5, 3,
		0, 0, 256, 268, 5, 4, 0, 0, 257, 258, 5, 26, 0, 0, 258, 263, 3, 30, 15,
		0, 259, 260, 5, 33, 0, 0, 260, 262, 3, 30, 15, 0, 261, 259, 1, 0, 0, 0,
		262, 265, 1, 0, 0, 0, 263, 261, 1, 0, 0, 0, 263, 264, 1, 0, 0, 0, 264,
		266, 1, 0, 0, 0, 265, 263, 1, 0, 0, 0, 266, 267, 5, 27, 0, 0, 267, 269,
		1, 0, 0, 0, 268, 257, 1, 0, 0, 0, 268, 269, 1, 0, 0, 0, 269, 271, 1, 0,
		0, 0, 270, 241, 1, 0, 0, 0, 270, 253, 1, 0, 0, 0, 270, 254, 1, 0, 0, 0,
		270, 255, 1, 0, 0, 0, 270, 256, 1, 0, 0, 0, 271, 29, 1, 0, 0, 0, 272, 275,
		3, 32, 16, 0, 273, 274, 5, 37, 0, 0, 274, 276, 3, 32, 16, 0, 275, 273,
		1, 0, 0, 0, 275, 276, 1, 0, 0, 0, 276, 31, 1, 0, 0, 0, 277, 278, 5, 28,
		0, 0, 278, 283, 3, 70, 35, 0, 279, 280, 5, 33, 0, 0, 280, 282, 3, 70, 35,
		0, 281, 279, 1, 0, 0, 0, 282, 285, 1, 0, 0, 0, 283, 281, 1, 0, 0, 0, 283,
		284, 1, 0, 0, 0, 284, 286, 1, 0, 0, 0, 285, 283, 1, 0, 0, 0, 286, 287,
		5, 29, 0, 0, 287, 290, 1, 0, 0, 0, 288, 290, 3, 70, 35, 0, 289, 277, 1,
		0, 0, 0, 289, 288, 1, 0, 0, 0, 290, 33, 1, 0, 0, 0, 291, 294, 5, 6, 0,
		0, 292, 293, 5, 37, 0, 0, 293, 295, 3, 70, 35, 0, 294, 292, 1, 0, 0, 0,
		294, 295, 1, 0, 0, 0, 295, 298, 1, 0, 0, 0, 296, 298, 5, 11, 0, 0, 297,
		291, 1, 0, 0, 0, 297, 296, 1, 0, 0, 0, 298, 35, 1, 0, 0, 0, 299, 301, 5,
		1, 0, 0, 300, 302, 3, 38, 19, 0, 301, 300, 1, 0, 0, 0, 301, 302, 1, 0,
		0, 0, 302, 306, 1, 0, 0, 0, 303, 306, 3, 42, 21, 0, 304, 306, 3, 40, 20,
		0, 305, 299, 1, 0, 0, 0, 305, 303, 1, 0, 0, 0, 305, 304, 1, 0, 0, 0, 306,
		308, 1, 0, 0, 0, 307, 309, 3, 44, 22, 0, 308, 307, 1, 0, 0, 0, 308, 309,
		1, 0, 0, 0, 309, 37, 1, 0, 0, 0, 310, 311, 5, 59, 0, 0, 311, 316, 3, 74,
		37, 0, 312, 313, 5, 33, 0, 0, 313, 315, 3, 74, 37, 0, 314, 312, 1, 0, 0,
		0, 315, 318, 1, 0, 0, 0, 316, 314, 1, 0, 0, 0, 316, 317, 1, 0, 0, 0, 317,
		319, 1, 0, 0, 0, 318, 316, 1, 0, 0, 0, 319, 320, 5, 60, 0, 0, 320, 39,
		1, 0, 0, 0, 321, 322, 4, 20, 0, 0, 322, 323, 5, 6, 0, 0, 323, 41, 1, 0,
		0, 0, 324, 327, 5, 13, 0, 0, 325, 326, 5, 6, 0, 0, 326, 328, 6, 21, -1,
		0, 327, 325, 1, 0, 0, 0, 327, 328, 1, 0, 0, 0, 328, 329, 1, 0, 0, 0, 329,
		331, 5, 30, 0, 0, 330, 332, 3, 22, 11, 0, 331, 330, 1, 0, 0, 0, 332, 333,
		1, 0, 0, 0, 333, 331, 1, 0, 0, 0, 333, 334, 1, 0, 0, 0, 334, 335, 1, 0,
		0, 0, 335, 336, 5, 31, 0, 0, 336, 43, 1, 0, 0, 0, 337, 339, 3, 46, 23,
		0, 338, 337, 1, 0, 0, 0, 339, 340, 1, 0, 0, 0, 340, 338, 1, 0, 0, 0, 340,
		341, 1, 0, 0, 0, 341, 45, 1, 0, 0, 0, 342, 344, 5, 28, 0, 0, 343, 345,
		3, 70, 35, 0, 344, 343, 1, 0, 0, 0, 344, 345, 1, 0, 0, 0, 345, 346, 1,
		0, 0, 0, 346, 347, 5, 29, 0, 0, 347, 47, 1, 0, 0, 0, 348, 349, 5, 28, 0,
		0, 349, 350, 5, 28, 0, 0, 350, 355, 3, 50, 25, 0, 351, 352, 5, 33, 0, 0,
		352, 354, 3, 50, 25, 0, 353, 351, 1, 0, 0, 0, 354, 357, 1, 0, 0, 0, 355,
		353, 1, 0, 0, 0, 355, 356, 1, 0, 0, 0, 356, 358, 1, 0, 0, 0, 357, 355,
		1, 0, 0, 0, 358, 359, 5, 29, 0, 0, 359, 360, 5, 29, 0, 0, 360, 49, 1, 0,
		0, 0, 361, 373, 5, 6, 0, 0, 362, 363, 5, 26, 0, 0, 363, 368, 3, 70, 35,
		0, 364, 365, 5, 33, 0, 0, 365, 367, 3, 70, 35, 0, 366, 364, 1, 0, 0, 0,
		367, 370, 1, 0, 0, 0, 368, 366, 1, 0, 0, 0, 368, 369, 1, 0, 0, 0, 369,
		371, 1, 0, 0, 0, 370, 368, 1, 0, 0, 0, 371, 372, 5, 27, 0, 0, 372, 374,
		1, 0, 0, 0, 373, 362, 1, 0, 0, 0, 373, 374, 1, 0, 0, 0, 374, 51, 1, 0,
		0, 0, 375, 377, 3, 48, 24, 0, 376, 375, 1, 0, 0, 0, 377, 380, 1, 0, 0,
		0, 378, 376, 1, 0, 0, 0, 378, 379, 1, 0, 0, 0, 379, 383, 1, 0, 0, 0, 380,
		378, 1, 0, 0, 0, 381, 384, 3, 54, 27, 0, 382, 384, 3, 56, 28, 0, 383, 381,
		1, 0, 0, 0, 383, 382, 1, 0, 0, 0, 384, 53, 1, 0, 0, 0, 385, 389, 5, 30,
		0, 0, 386, 388, 3, 52, 26, 0, 387, 386, 1, 0, 0, 0, 388, 391, 1, 0, 0,
		0, 389, 387, 1, 0, 0, 0, 389, 390, 1, 0, 0, 0, 390, 392, 1, 0, 0, 0, 391,
		389, 1, 0, 0, 0, 392, 393, 5, 31, 0, 0, 393, 55, 1, 0, 0, 0, 394, 442,
		3, 4, 2, 0, 395, 396, 3, 66, 33, 0, 396, 397, 5, 35, 0, 0, 397, 442, 1,
		0, 0, 0, 398, 442, 5, 35, 0, 0, 399, 400, 5, 14, 0, 0, 400, 401, 5, 26,
		0, 0, 401, 402, 3, 66, 33, 0, 402, 403, 5, 27, 0, 0, 403, 406, 3, 52, 26,
		0, 404, 405, 5, 15, 0, 0, 405, 407, 3, 52, 26, 0, 406, 404, 1, 0, 0, 0,
		406, 407, 1, 0, 0, 0, 407, 442, 1, 0, 0, 0, 408, 409, 5, 16, 0, 0, 409,
		410, 5, 26, 0, 0, 410, 411, 3, 66, 33, 0, 411, 412, 5, 27, 0, 0, 412, 413,
		3, 54, 27, 0, 413, 442, 1, 0, 0, 0, 414, 415, 5, 17, 0, 0, 415, 416, 3,
		66, 33, 0, 416, 417, 5, 34, 0, 0, 417, 442, 1, 0, 0, 0, 418, 419, 5, 18,
		0, 0, 419, 442, 5, 34, 0, 0, 420, 442, 3, 58, 29, 0, 421, 422, 5, 20, 0,
		0, 422, 423, 3, 52, 26, 0, 423, 424, 5, 19, 0, 0, 424, 425, 5, 26, 0, 0,
		425, 426, 3, 66, 33, 0, 426, 427, 5, 27, 0, 0, 427, 428, 5, 35, 0, 0, 428,
		442, 1, 0, 0, 0, 429, 442, 3, 60, 30, 0, 430, 431, 5, 22, 0, 0, 431, 442,
		5, 35, 0, 0, 432, 433, 5, 23, 0, 0, 433, 442, 5, 35, 0, 0, 434, 436, 5,
		24, 0, 0, 435, 437, 3, 66, 33, 0, 436, 435, 1, 0, 0, 0, 436, 437, 1, 0,
		0, 0, 437, 438, 1, 0, 0, 0, 438, 442, 5, 35, 0, 0, 439, 440, 5, 25, 0,
		0, 440, 442, 5, 35, 0, 0, 441, 394, 1, 0, 0, 0, 441, 395, 1, 0, 0, 0, 441,
		398, 1, 0, 0, 0, 441, 399, 1, 0, 0, 0, 441, 408, 1, 0, 0, 0, 441, 414,
		1, 0, 0, 0, 441, 418, 1, 0, 0, 0, 441, 420, 1, 0, 0, 0, 441, 421, 1, 0,
		0, 0, 441, 429, 1, 0, 0, 0, 441, 430, 1, 0, 0, 0, 441, 432, 1, 0, 0, 0,
		441, 434, 1, 0, 0, 0, 441, 439, 1, 0, 0, 0, 442, 57, 1, 0, 0, 0, 443, 444,
		5, 19, 0, 0, 444, 445, 5, 26, 0, 0, 445, 446, 3, 64, 32, 0, 446, 447, 5,
		27, 0, 0, 447, 448, 3, 52, 26, 0, 448, 59, 1, 0, 0, 0, 449, 450, 5, 21,
		0, 0, 450, 451, 5, 26, 0, 0, 451, 453, 3, 62, 31, 0, 452, 454, 3, 64, 32,
		0, 453, 452, 1, 0, 0, 0, 453, 454, 1, 0, 0, 0, 454, 455, 1, 0, 0, 0, 455,
		457, 5, 35, 0, 0, 456, 458, 3, 66, 33, 0, 457, 456, 1, 0, 0, 0, 457, 458,
		1, 0, 0, 0, 458, 459, 1, 0, 0, 0, 459, 460, 5, 27, 0, 0, 460, 461, 3, 52,
		26, 0, 461, 61, 1, 0, 0, 0, 462, 468, 3, 4, 2, 0, 463, 465, 3, 66, 33,
		0, 464, 463, 1, 0, 0, 0, 464, 465, 1, 0, 0, 0, 465, 466, 1, 0, 0, 0, 466,
		468, 5, 35, 0, 0, 467, 462, 1, 0, 0, 0, 467, 464, 1, 0, 0, 0, 468, 63,
		1, 0, 0, 0, 469, 471, 3, 26, 13, 0, 470, 469, 1, 0, 0, 0, 470, 471, 1,
		0, 0, 0, 471, 472, 1, 0, 0, 0, 472, 473, 3, 36, 18, 0, 473, 474, 5, 6,
		0, 0, 474, 475, 6, 32, -1, 0, 475, 476, 5, 37, 0, 0, 476, 477, 3, 20, 10,
		0, 477, 480, 1, 0, 0, 0, 478, 480, 3, 66, 33, 0, 479, 470, 1, 0, 0, 0,
		479, 478, 1, 0, 0, 0, 480, 65, 1, 0, 0, 0, 481, 486, 3, 68, 34, 0, 482,
		483, 5, 33, 0, 0, 483, 485, 3, 68, 34, 0, 484, 482, 1, 0, 0, 0, 485, 488,
		1, 0, 0, 0, 486, 484, 1, 0, 0, 0, 486, 487, 1, 0, 0, 0, 487, 67, 1, 0,
		0, 0, 488, 486, 1, 0, 0, 0, 489, 497, 3, 72, 36, 0, 490, 491, 5, 36, 0,
		0, 491, 492, 3, 66, 33, 0, 492, 493, 5, 34, 0, 0, 493, 494, 3, 68, 34,
		0, 494, 498, 1, 0, 0, 0, 495, 496, 7, 0, 0, 0, 496, 498, 3, 68, 34, 0,
		497, 490, 1, 0, 0, 0, 497, 495, 1, 0, 0, 0, 497, 498, 1, 0, 0, 0, 498,
		69, 1, 0, 0, 0, 499, 505, 3, 72, 36, 0, 500, 501, 5, 36, 0, 0, 501, 502,
		3, 66, 33, 0, 502, 503, 5, 34, 0, 0, 503, 504, 3, 70, 35, 0, 504, 506,
		1, 0, 0, 0, 505, 500, 1, 0, 0, 0, 505, 506, 1, 0, 0, 0, 506, 71, 1, 0,
		0, 0, 507, 512, 3, 74, 37, 0, 508, 509, 7, 1, 0, 0, 509, 511, 3, 74, 37,
		0, 510, 508, 1, 0, 0, 0, 511, 514, 1, 0, 0, 0, 512, 510, 1, 0, 0, 0, 512,
		513, 1, 0, 0, 0, 513, 73, 1, 0, 0, 0, 514, 512, 1, 0, 0, 0, 515, 517, 7,
		2, 0, 0, 516, 515, 1, 0, 0, 0, 517, 520, 1, 0, 0, 0, 518, 516, 1, 0, 0,
		0, 518, 519, 1, 0, 0, 0, 519, 521, 1, 0, 0, 0, 520, 518, 1, 0, 0, 0, 521,
		525, 3, 78, 39, 0, 522, 524, 3, 76, 38, 0, 523, 522, 1, 0, 0, 0, 524, 527,
		1, 0, 0, 0, 525, 523, 1, 0, 0, 0, 525, 526, 1, 0, 0, 0, 526, 75, 1, 0,
		0, 0, 527, 525, 1, 0, 0, 0, 528, 530, 5, 28, 0, 0, 529, 531, 3, 66, 33,
		0, 530, 529, 1, 0, 0, 0, 530, 531, 1, 0, 0, 0, 531, 532, 1, 0, 0, 0, 532,
		550, 5, 29, 0, 0, 533, 542, 5, 26, 0, 0, 534, 539, 3, 68, 34, 0, 535, 536,
		5, 33, 0, 0, 536, 538, 3, 68, 34, 0, 537, 535, 1, 0, 0, 0, 538, 541, 1,
		0, 0, 0, 539, 537, 1, 0, 0, 0, 539, 540, 1, 0, 0, 0, 540, 543, 1, 0, 0,
		0, 541, 539, 1, 0, 0, 0, 542, 534, 1, 0, 0, 0, 542, 543, 1, 0, 0, 0, 543,
		544, 1, 0, 0, 0, 544, 550, 5, 27, 0, 0, 545, 546, 5, 32, 0, 0, 546, 550,
		5, 6, 0, 0, 547, 550, 5, 48, 0, 0, 548, 550, 5, 49, 0, 0, 549, 528, 1,
		0, 0, 0, 549, 533, 1, 0, 0, 0, 549, 545, 1, 0, 0, 0, 549, 547, 1, 0, 0,
		0, 549, 548, 1, 0, 0, 0, 550, 77, 1, 0, 0, 0, 551, 567, 3, 40, 20, 0, 552,
		553, 4, 39, 1, 0, 553, 567, 5, 6, 0, 0, 554, 556, 5, 1, 0, 0, 555, 557,
		3, 38, 19, 0, 556, 555, 1, 0, 0, 0, 556, 557, 1, 0, 0, 0, 557, 567, 1,
		0, 0, 0, 558, 567, 5, 7, 0, 0, 559, 567, 5, 8, 0, 0, 560, 567, 5, 5, 0,
		0, 561, 567, 5, 9, 0, 0, 562, 563, 5, 26, 0, 0, 563, 564, 3, 66, 33, 0,
		564, 565, 5, 27, 0, 0, 565, 567, 1, 0, 0, 0, 566, 551, 1, 0, 0, 0, 566,
		552, 1, 0, 0, 0, 566, 554, 1, 0, 0, 0, 566, 558, 1, 0, 0, 0, 566, 559,
		1, 0, 0, 0, 566, 560, 1, 0, 0, 0, 566, 561, 1, 0, 0, 0, 566, 562, 1, 0,
		0, 0, 567, 79, 1, 0, 0, 0, 72, 83, 91, 96, 107, 115, 119, 129, 133, 138,
		150, 155, 164, 167, 173, 178, 181, 187, 189, 194, 198, 207, 211, 213, 216,
		219, 227, 234, 239, 248, 263, 268, 270, 275, 283, 289, 294, 297, 301, 305,
		308, 316, 327, 333, 340, 344, 355, 368, 373, 378, 383, 389, 406, 436, 441,
		453, 457, 464, 467, 470, 479, 486, 497, 505, 512, 518, 525, 530, 539, 542,
		549, 556, 566,
	}
	deserializer := antlr.NewATNDeserializer(nil)
	staticData.atn = deserializer.Deserialize(staticData.serializedATN)
	atn := staticData.atn
	staticData.decisionToDFA = make([]*antlr.DFA, len(atn.DecisionToState))
	decisionToDFA := staticData.decisionToDFA
	for index, state := range atn.DecisionToState {
		decisionToDFA[index] = antlr.NewDFA(state, index)
	}
}

// GLSLParserInit initializes any static state used to implement GLSLParser. By default the
// static state used to implement the parser is lazily initialized during the first call to
// NewGLSLParser(). You can call this function if you wish to initialize the static state ahead
// of time.
func GLSLParserInit() {
	staticData := &GLSLParserParserStaticData
	staticData.once.Do(glslparserParserInit)
}

// NewGLSLParser produces a new parser instance for the optional input antlr.TokenStream.
func NewGLSLParser(input antlr.TokenStream) *GLSLParser {
	GLSLParserInit()
	this := new(GLSLParser)
	this.BaseParser = antlr.NewBaseParser(input)
	staticData := &GLSLParserParserStaticData
	this.Interpreter = antlr.NewParserATNSimulator(this, staticData.atn, staticData.decisionToDFA, staticData.PredictionContextCache)
	this.RuleNames = staticData.RuleNames
	this.LiteralNames = staticData.LiteralNames
	this.SymbolicNames = staticData.SymbolicNames
	this.GrammarFileName = "GLSLParser.g4"

	return this
}

// Note that '@members' cannot be changed now, but this should have been 'globals'
// If you are looking to have variables for each instance, use '@structmembers'

// Scopes is the parser's view of the symbol table: just enough to tell a
// user-defined type name (a struct name) from any other identifier, which
// is what decides between `S x;` (a declaration) and `a * b;` (an
// expression). The parser declares names as it parses them and opens and
// closes scopes at blocks, functions and loops. Package frontend implements
// it.
type Scopes interface {
	// IsTypeName reports whether name names a type in the innermost scope
	// that declares it.
	IsTypeName(name string) bool
	PushScope()
	PopScope()
	// Declare records name in the current scope as a type or as another
	// kind of name (a variable, a parameter, a block instance).
	Declare(name string, isType bool)
}

// isTypeName is the predicate of rule typeName: whether the next token is
// an identifier naming a type.
func (p *GLSLParser) isTypeName() bool {
	if p.Scopes == nil {
		return false
	}
	t := p.GetTokenStream().LT(1)
	return t != nil && t.GetTokenType() == GLSLParserIDENTIFIER && p.Scopes.IsTypeName(t.GetText())
}

func (p *GLSLParser) pushScope() {
	if p.Scopes != nil {
		p.Scopes.PushScope()
	}
}

func (p *GLSLParser) popScope() {
	if p.Scopes != nil {
		p.Scopes.PopScope()
	}
}

func (p *GLSLParser) declare(t antlr.Token, isType bool) {
	if p.Scopes != nil && t != nil && t.GetTokenType() == GLSLParserIDENTIFIER {
		p.Scopes.Declare(t.GetText(), isType)
	}
}

// GLSLParser tokens.
const (
	GLSLParserEOF                 = antlr.TokenEOF
	GLSLParserTYPE                = 1
	GLSLParserQUALIFIER           = 2
	GLSLParserPRECISION_QUALIFIER = 3
	GLSLParserSPIRV_QUALIFIER     = 4
	GLSLParserBOOLCONSTANT        = 5
	GLSLParserIDENTIFIER          = 6
	GLSLParserINTCONSTANT         = 7
	GLSLParserFLOATCONSTANT       = 8
	GLSLParserSTRINGCONSTANT      = 9
	GLSLParserLAYOUT              = 10
	GLSLParserSHARED              = 11
	GLSLParserPRECISION           = 12
	GLSLParserSTRUCT              = 13
	GLSLParserIF                  = 14
	GLSLParserELSE                = 15
	GLSLParserSWITCH              = 16
	GLSLParserCASE                = 17
	GLSLParserDEFAULT             = 18
	GLSLParserWHILE               = 19
	GLSLParserDO                  = 20
	GLSLParserFOR                 = 21
	GLSLParserCONTINUE            = 22
	GLSLParserBREAK               = 23
	GLSLParserRETURN              = 24
	GLSLParserDISCARD             = 25
	GLSLParserLEFT_PAREN          = 26
	GLSLParserRIGHT_PAREN         = 27
	GLSLParserLEFT_BRACKET        = 28
	GLSLParserRIGHT_BRACKET       = 29
	GLSLParserLEFT_BRACE          = 30
	GLSLParserRIGHT_BRACE         = 31
	GLSLParserDOT                 = 32
	GLSLParserCOMMA               = 33
	GLSLParserCOLON               = 34
	GLSLParserSEMICOLON           = 35
	GLSLParserQUESTION            = 36
	GLSLParserASSIGN              = 37
	GLSLParserMUL_ASSIGN          = 38
	GLSLParserDIV_ASSIGN          = 39
	GLSLParserMOD_ASSIGN          = 40
	GLSLParserADD_ASSIGN          = 41
	GLSLParserSUB_ASSIGN          = 42
	GLSLParserSHL_ASSIGN          = 43
	GLSLParserSHR_ASSIGN          = 44
	GLSLParserAND_ASSIGN          = 45
	GLSLParserXOR_ASSIGN          = 46
	GLSLParserOR_ASSIGN           = 47
	GLSLParserINC                 = 48
	GLSLParserDEC                 = 49
	GLSLParserPLUS                = 50
	GLSLParserDASH                = 51
	GLSLParserSTAR                = 52
	GLSLParserSLASH               = 53
	GLSLParserPERCENT             = 54
	GLSLParserBANG                = 55
	GLSLParserTILDE               = 56
	GLSLParserLEFT_OP             = 57
	GLSLParserRIGHT_OP            = 58
	GLSLParserLT                  = 59
	GLSLParserGT                  = 60
	GLSLParserLE                  = 61
	GLSLParserGE                  = 62
	GLSLParserEQ                  = 63
	GLSLParserNE                  = 64
	GLSLParserAMP                 = 65
	GLSLParserCARET               = 66
	GLSLParserBAR                 = 67
	GLSLParserAND_OP              = 68
	GLSLParserXOR_OP              = 69
	GLSLParserOR_OP               = 70
)

// GLSLParser rules.
const (
	GLSLParserRULE_translationUnit       = 0
	GLSLParserRULE_externalDeclaration   = 1
	GLSLParserRULE_declaration           = 2
	GLSLParserRULE_qualifiedDeclaration  = 3
	GLSLParserRULE_blockInstance         = 4
	GLSLParserRULE_typedDeclaration      = 5
	GLSLParserRULE_typedRest             = 6
	GLSLParserRULE_functionRest          = 7
	GLSLParserRULE_parameterDeclaration  = 8
	GLSLParserRULE_initDeclarator        = 9
	GLSLParserRULE_initializer           = 10
	GLSLParserRULE_fieldDeclaration      = 11
	GLSLParserRULE_fieldDeclarator       = 12
	GLSLParserRULE_typeQualifier         = 13
	GLSLParserRULE_singleTypeQualifier   = 14
	GLSLParserRULE_spirvArgument         = 15
	GLSLParserRULE_spirvValue            = 16
	GLSLParserRULE_layoutQualifierId     = 17
	GLSLParserRULE_typeSpecifier         = 18
	GLSLParserRULE_typeParameters        = 19
	GLSLParserRULE_typeName              = 20
	GLSLParserRULE_structSpecifier       = 21
	GLSLParserRULE_arraySpecifier        = 22
	GLSLParserRULE_arrayDimension        = 23
	GLSLParserRULE_attribute             = 24
	GLSLParserRULE_singleAttribute       = 25
	GLSLParserRULE_statement             = 26
	GLSLParserRULE_compoundStatement     = 27
	GLSLParserRULE_simpleStatement       = 28
	GLSLParserRULE_whileStatement        = 29
	GLSLParserRULE_forStatement          = 30
	GLSLParserRULE_forInit               = 31
	GLSLParserRULE_condition             = 32
	GLSLParserRULE_expression            = 33
	GLSLParserRULE_assignmentExpression  = 34
	GLSLParserRULE_conditionalExpression = 35
	GLSLParserRULE_binaryExpression      = 36
	GLSLParserRULE_unaryExpression       = 37
	GLSLParserRULE_postfixOperation      = 38
	GLSLParserRULE_primaryExpression     = 39
)

// ITranslationUnitContext is an interface to support dynamic dispatch.
type ITranslationUnitContext interface {
	antlr.ParserRuleContext

	// GetParser returns the parser.
	GetParser() antlr.Parser

	// Getter signatures
	EOF() antlr.TerminalNode
	AllExternalDeclaration() []IExternalDeclarationContext
	ExternalDeclaration(i int) IExternalDeclarationContext

	// IsTranslationUnitContext differentiates from other interfaces.
	IsTranslationUnitContext()
}

type TranslationUnitContext struct {
	antlr.BaseParserRuleContext
	parser antlr.Parser
}

func NewEmptyTranslationUnitContext() *TranslationUnitContext {
	var p = new(TranslationUnitContext)
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = GLSLParserRULE_translationUnit
	return p
}

func InitEmptyTranslationUnitContext(p *TranslationUnitContext) {
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = GLSLParserRULE_translationUnit
}

func (*TranslationUnitContext) IsTranslationUnitContext() {}

func NewTranslationUnitContext(parser antlr.Parser, parent antlr.ParserRuleContext, invokingState int) *TranslationUnitContext {
	var p = new(TranslationUnitContext)

	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, parent, invokingState)

	p.parser = parser
	p.RuleIndex = GLSLParserRULE_translationUnit

	return p
}

func (s *TranslationUnitContext) GetParser() antlr.Parser { return s.parser }

func (s *TranslationUnitContext) EOF() antlr.TerminalNode {
	return s.GetToken(GLSLParserEOF, 0)
}

func (s *TranslationUnitContext) AllExternalDeclaration() []IExternalDeclarationContext {
	children := s.GetChildren()
	len := 0
	for _, ctx := range children {
		if _, ok := ctx.(IExternalDeclarationContext); ok {
			len++
		}
	}

	tst := make([]IExternalDeclarationContext, len)
	i := 0
	for _, ctx := range children {
		if t, ok := ctx.(IExternalDeclarationContext); ok {
			tst[i] = t.(IExternalDeclarationContext)
			i++
		}
	}

	return tst
}

func (s *TranslationUnitContext) ExternalDeclaration(i int) IExternalDeclarationContext {
	var t antlr.RuleContext
	j := 0
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IExternalDeclarationContext); ok {
			if j == i {
				t = ctx.(antlr.RuleContext)
				break
			}
			j++
		}
	}

	if t == nil {
		return nil
	}

	return t.(IExternalDeclarationContext)
}

func (s *TranslationUnitContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *TranslationUnitContext) ToStringTree(ruleNames []string, recog antlr.Recognizer) string {
	return antlr.TreesStringTree(s, ruleNames, recog)
}

func (s *TranslationUnitContext) Accept(visitor antlr.ParseTreeVisitor) interface{} {
	switch t := visitor.(type) {
	case GLSLParserVisitor:
		return t.VisitTranslationUnit(s)

	default:
		return t.VisitChildren(s)
	}
}

func (p *GLSLParser) TranslationUnit() (localctx ITranslationUnitContext) {
	localctx = NewTranslationUnitContext(p, p.GetParserRuleContext(), p.GetState())
	p.EnterRule(localctx, 0, GLSLParserRULE_translationUnit)
	var _alt int

	p.EnterOuterAlt(localctx, 1)
	p.SetState(83)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}
	_alt = p.GetInterpreter().AdaptivePredict(p.BaseParser, p.GetTokenStream(), 0, p.GetParserRuleContext())
	if p.HasError() {
		goto errorExit
	}
	for _alt != 2 && _alt != antlr.ATNInvalidAltNumber {
		if _alt == 1 {
			{
				p.SetState(80)
				p.ExternalDeclaration()
			}

		}
		p.SetState(85)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_alt = p.GetInterpreter().AdaptivePredict(p.BaseParser, p.GetTokenStream(), 0, p.GetParserRuleContext())
		if p.HasError() {
			goto errorExit
		}
	}
	{
		p.SetState(86)
		p.Match(GLSLParserEOF)
		if p.HasError() {
			// Recognition error - abort rule
			goto errorExit
		}
	}

errorExit:
	if p.HasError() {
		v := p.GetError()
		localctx.SetException(v)
		p.GetErrorHandler().ReportError(p, v)
		p.GetErrorHandler().Recover(p, v)
		p.SetError(nil)
	}
	p.ExitRule()
	if true {
		return localctx
	}
	goto errorExit // the label must be used
}

// IExternalDeclarationContext is an interface to support dynamic dispatch.
type IExternalDeclarationContext interface {
	antlr.ParserRuleContext

	// GetParser returns the parser.
	GetParser() antlr.Parser

	// Getter signatures
	Declaration() IDeclarationContext
	AllAttribute() []IAttributeContext
	Attribute(i int) IAttributeContext
	SEMICOLON() antlr.TerminalNode

	// IsExternalDeclarationContext differentiates from other interfaces.
	IsExternalDeclarationContext()
}

type ExternalDeclarationContext struct {
	antlr.BaseParserRuleContext
	parser antlr.Parser
}

func NewEmptyExternalDeclarationContext() *ExternalDeclarationContext {
	var p = new(ExternalDeclarationContext)
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = GLSLParserRULE_externalDeclaration
	return p
}

func InitEmptyExternalDeclarationContext(p *ExternalDeclarationContext) {
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = GLSLParserRULE_externalDeclaration
}

func (*ExternalDeclarationContext) IsExternalDeclarationContext() {}

func NewExternalDeclarationContext(parser antlr.Parser, parent antlr.ParserRuleContext, invokingState int) *ExternalDeclarationContext {
	var p = new(ExternalDeclarationContext)

	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, parent, invokingState)

	p.parser = parser
	p.RuleIndex = GLSLParserRULE_externalDeclaration

	return p
}

func (s *ExternalDeclarationContext) GetParser() antlr.Parser { return s.parser }

func (s *ExternalDeclarationContext) Declaration() IDeclarationContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IDeclarationContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IDeclarationContext)
}

func (s *ExternalDeclarationContext) AllAttribute() []IAttributeContext {
	children := s.GetChildren()
	len := 0
	for _, ctx := range children {
		if _, ok := ctx.(IAttributeContext); ok {
			len++
		}
	}

	tst := make([]IAttributeContext, len)
	i := 0
	for _, ctx := range children {
		if t, ok := ctx.(IAttributeContext); ok {
			tst[i] = t.(IAttributeContext)
			i++
		}
	}

	return tst
}

func (s *ExternalDeclarationContext) Attribute(i int) IAttributeContext {
	var t antlr.RuleContext
	j := 0
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IAttributeContext); ok {
			if j == i {
				t = ctx.(antlr.RuleContext)
				break
			}
			j++
		}
	}

	if t == nil {
		return nil
	}

	return t.(IAttributeContext)
}

func (s *ExternalDeclarationContext) SEMICOLON() antlr.TerminalNode {
	return s.GetToken(GLSLParserSEMICOLON, 0)
}

func (s *ExternalDeclarationContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *ExternalDeclarationContext) ToStringTree(ruleNames []string, recog antlr.Recognizer) string {
	return antlr.TreesStringTree(s, ruleNames, recog)
}

func (s *ExternalDeclarationContext) Accept(visitor antlr.ParseTreeVisitor) interface{} {
	switch t := visitor.(type) {
	case GLSLParserVisitor:
		return t.VisitExternalDeclaration(s)

	default:
		return t.VisitChildren(s)
	}
}

func (p *GLSLParser) ExternalDeclaration() (localctx IExternalDeclarationContext) {
	localctx = NewExternalDeclarationContext(p, p.GetParserRuleContext(), p.GetState())
	p.EnterRule(localctx, 2, GLSLParserRULE_externalDeclaration)
	var _alt int

	p.SetState(96)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}

	switch p.GetInterpreter().AdaptivePredict(p.BaseParser, p.GetTokenStream(), 2, p.GetParserRuleContext()) {
	case 1:
		p.EnterOuterAlt(localctx, 1)
		p.SetState(91)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_alt = p.GetInterpreter().AdaptivePredict(p.BaseParser, p.GetTokenStream(), 1, p.GetParserRuleContext())
		if p.HasError() {
			goto errorExit
		}
		for _alt != 2 && _alt != antlr.ATNInvalidAltNumber {
			if _alt == 1 {
				{
					p.SetState(88)
					p.Attribute()
				}

			}
			p.SetState(93)
			p.GetErrorHandler().Sync(p)
			if p.HasError() {
				goto errorExit
			}
			_alt = p.GetInterpreter().AdaptivePredict(p.BaseParser, p.GetTokenStream(), 1, p.GetParserRuleContext())
			if p.HasError() {
				goto errorExit
			}
		}
		{
			p.SetState(94)
			p.Declaration()
		}

	case 2:
		p.EnterOuterAlt(localctx, 2)
		{
			p.SetState(95)
			p.Match(GLSLParserSEMICOLON)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}

	case antlr.ATNInvalidAltNumber:
		goto errorExit
	}

errorExit:
	if p.HasError() {
		v := p.GetError()
		localctx.SetException(v)
		p.GetErrorHandler().ReportError(p, v)
		p.GetErrorHandler().Recover(p, v)
		p.SetError(nil)
	}
	p.ExitRule()
	if true {
		return localctx
	}
	goto errorExit // the label must be used
}

// IDeclarationContext is an interface to support dynamic dispatch.
type IDeclarationContext interface {
	antlr.ParserRuleContext

	// GetParser returns the parser.
	GetParser() antlr.Parser
	// IsDeclarationContext differentiates from other interfaces.
	IsDeclarationContext()
}

type DeclarationContext struct {
	antlr.BaseParserRuleContext
	parser antlr.Parser
}

func NewEmptyDeclarationContext() *DeclarationContext {
	var p = new(DeclarationContext)
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = GLSLParserRULE_declaration
	return p
}

func InitEmptyDeclarationContext(p *DeclarationContext) {
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = GLSLParserRULE_declaration
}

func (*DeclarationContext) IsDeclarationContext() {}

func NewDeclarationContext(parser antlr.Parser, parent antlr.ParserRuleContext, invokingState int) *DeclarationContext {
	var p = new(DeclarationContext)

	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, parent, invokingState)

	p.parser = parser
	p.RuleIndex = GLSLParserRULE_declaration

	return p
}

func (s *DeclarationContext) GetParser() antlr.Parser { return s.parser }

func (s *DeclarationContext) CopyAll(ctx *DeclarationContext) {
	s.CopyFrom(&ctx.BaseParserRuleContext)
}

func (s *DeclarationContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *DeclarationContext) ToStringTree(ruleNames []string, recog antlr.Recognizer) string {
	return antlr.TreesStringTree(s, ruleNames, recog)
}

type PrecisionDeclarationContext struct {
	DeclarationContext
}

func NewPrecisionDeclarationContext(parser antlr.Parser, ctx antlr.ParserRuleContext) *PrecisionDeclarationContext {
	var p = new(PrecisionDeclarationContext)

	InitEmptyDeclarationContext(&p.DeclarationContext)
	p.parser = parser
	p.CopyAll(ctx.(*DeclarationContext))

	return p
}

func (s *PrecisionDeclarationContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *PrecisionDeclarationContext) PRECISION() antlr.TerminalNode {
	return s.GetToken(GLSLParserPRECISION, 0)
}

func (s *PrecisionDeclarationContext) PRECISION_QUALIFIER() antlr.TerminalNode {
	return s.GetToken(GLSLParserPRECISION_QUALIFIER, 0)
}

func (s *PrecisionDeclarationContext) TypeSpecifier() ITypeSpecifierContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(ITypeSpecifierContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(ITypeSpecifierContext)
}

func (s *PrecisionDeclarationContext) SEMICOLON() antlr.TerminalNode {
	return s.GetToken(GLSLParserSEMICOLON, 0)
}

func (s *PrecisionDeclarationContext) Accept(visitor antlr.ParseTreeVisitor) interface{} {
	switch t := visitor.(type) {
	case GLSLParserVisitor:
		return t.VisitPrecisionDeclaration(s)

	default:
		return t.VisitChildren(s)
	}
}

type QualifiedDeclContext struct {
	DeclarationContext
}

func NewQualifiedDeclContext(parser antlr.Parser, ctx antlr.ParserRuleContext) *QualifiedDeclContext {
	var p = new(QualifiedDeclContext)

	InitEmptyDeclarationContext(&p.DeclarationContext)
	p.parser = parser
	p.CopyAll(ctx.(*DeclarationContext))

	return p
}

func (s *QualifiedDeclContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *QualifiedDeclContext) TypeQualifier() ITypeQualifierContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(ITypeQualifierContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(ITypeQualifierContext)
}

func (s *QualifiedDeclContext) QualifiedDeclaration() IQualifiedDeclarationContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IQualifiedDeclarationContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IQualifiedDeclarationContext)
}

func (s *QualifiedDeclContext) Accept(visitor antlr.ParseTreeVisitor) interface{} {
	switch t := visitor.(type) {
	case GLSLParserVisitor:
		return t.VisitQualifiedDecl(s)

	default:
		return t.VisitChildren(s)
	}
}

type UnqualifiedDeclContext struct {
	DeclarationContext
}

func NewUnqualifiedDeclContext(parser antlr.Parser, ctx antlr.ParserRuleContext) *UnqualifiedDeclContext {
	var p = new(UnqualifiedDeclContext)

	InitEmptyDeclarationContext(&p.DeclarationContext)
	p.parser = parser
	p.CopyAll(ctx.(*DeclarationContext))

	return p
}

func (s *UnqualifiedDeclContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *UnqualifiedDeclContext) TypedDeclaration() ITypedDeclarationContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(ITypedDeclarationContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(ITypedDeclarationContext)
}

func (s *UnqualifiedDeclContext) Accept(visitor antlr.ParseTreeVisitor) interface{} {
	switch t := visitor.(type) {
	case GLSLParserVisitor:
		return t.VisitUnqualifiedDecl(s)

	default:
		return t.VisitChildren(s)
	}
}

func (p *GLSLParser) Declaration() (localctx IDeclarationContext) {
	localctx = NewDeclarationContext(p, p.GetParserRuleContext(), p.GetState())
	p.EnterRule(localctx, 4, GLSLParserRULE_declaration)
	p.SetState(107)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}

	switch p.GetInterpreter().AdaptivePredict(p.BaseParser, p.GetTokenStream(), 3, p.GetParserRuleContext()) {
	case 1:
		localctx = NewPrecisionDeclarationContext(p, localctx)
		p.EnterOuterAlt(localctx, 1)
		{
			p.SetState(98)
			p.Match(GLSLParserPRECISION)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(99)
			p.Match(GLSLParserPRECISION_QUALIFIER)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(100)
			p.TypeSpecifier()
		}
		{
			p.SetState(101)
			p.Match(GLSLParserSEMICOLON)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}

	case 2:
		localctx = NewQualifiedDeclContext(p, localctx)
		p.EnterOuterAlt(localctx, 2)
		{
			p.SetState(103)
			p.TypeQualifier()
		}
		{
			p.SetState(104)
			p.QualifiedDeclaration()
		}

	case 3:
		localctx = NewUnqualifiedDeclContext(p, localctx)
		p.EnterOuterAlt(localctx, 3)
		{
			p.SetState(106)
			p.TypedDeclaration()
		}

	case antlr.ATNInvalidAltNumber:
		goto errorExit
	}

errorExit:
	if p.HasError() {
		v := p.GetError()
		localctx.SetException(v)
		p.GetErrorHandler().ReportError(p, v)
		p.GetErrorHandler().Recover(p, v)
		p.SetError(nil)
	}
	p.ExitRule()
	if true {
		return localctx
	}
	goto errorExit // the label must be used
}

// IQualifiedDeclarationContext is an interface to support dynamic dispatch.
type IQualifiedDeclarationContext interface {
	antlr.ParserRuleContext

	// GetParser returns the parser.
	GetParser() antlr.Parser
	// IsQualifiedDeclarationContext differentiates from other interfaces.
	IsQualifiedDeclarationContext()
}

type QualifiedDeclarationContext struct {
	antlr.BaseParserRuleContext
	parser antlr.Parser
}

func NewEmptyQualifiedDeclarationContext() *QualifiedDeclarationContext {
	var p = new(QualifiedDeclarationContext)
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = GLSLParserRULE_qualifiedDeclaration
	return p
}

func InitEmptyQualifiedDeclarationContext(p *QualifiedDeclarationContext) {
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = GLSLParserRULE_qualifiedDeclaration
}

func (*QualifiedDeclarationContext) IsQualifiedDeclarationContext() {}

func NewQualifiedDeclarationContext(parser antlr.Parser, parent antlr.ParserRuleContext, invokingState int) *QualifiedDeclarationContext {
	var p = new(QualifiedDeclarationContext)

	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, parent, invokingState)

	p.parser = parser
	p.RuleIndex = GLSLParserRULE_qualifiedDeclaration

	return p
}

func (s *QualifiedDeclarationContext) GetParser() antlr.Parser { return s.parser }

func (s *QualifiedDeclarationContext) CopyAll(ctx *QualifiedDeclarationContext) {
	s.CopyFrom(&ctx.BaseParserRuleContext)
}

func (s *QualifiedDeclarationContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *QualifiedDeclarationContext) ToStringTree(ruleNames []string, recog antlr.Recognizer) string {
	return antlr.TreesStringTree(s, ruleNames, recog)
}

type QualifierOnlyContext struct {
	QualifiedDeclarationContext
}

func NewQualifierOnlyContext(parser antlr.Parser, ctx antlr.ParserRuleContext) *QualifierOnlyContext {
	var p = new(QualifierOnlyContext)

	InitEmptyQualifiedDeclarationContext(&p.QualifiedDeclarationContext)
	p.parser = parser
	p.CopyAll(ctx.(*QualifiedDeclarationContext))

	return p
}

func (s *QualifierOnlyContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *QualifierOnlyContext) SEMICOLON() antlr.TerminalNode {
	return s.GetToken(GLSLParserSEMICOLON, 0)
}

func (s *QualifierOnlyContext) Accept(visitor antlr.ParseTreeVisitor) interface{} {
	switch t := visitor.(type) {
	case GLSLParserVisitor:
		return t.VisitQualifierOnly(s)

	default:
		return t.VisitChildren(s)
	}
}

type BlockDeclarationContext struct {
	QualifiedDeclarationContext
}

func NewBlockDeclarationContext(parser antlr.Parser, ctx antlr.ParserRuleContext) *BlockDeclarationContext {
	var p = new(BlockDeclarationContext)

	InitEmptyQualifiedDeclarationContext(&p.QualifiedDeclarationContext)
	p.parser = parser
	p.CopyAll(ctx.(*QualifiedDeclarationContext))

	return p
}

func (s *BlockDeclarationContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *BlockDeclarationContext) IDENTIFIER() antlr.TerminalNode {
	return s.GetToken(GLSLParserIDENTIFIER, 0)
}

func (s *BlockDeclarationContext) LEFT_BRACE() antlr.TerminalNode {
	return s.GetToken(GLSLParserLEFT_BRACE, 0)
}

func (s *BlockDeclarationContext) RIGHT_BRACE() antlr.TerminalNode {
	return s.GetToken(GLSLParserRIGHT_BRACE, 0)
}

func (s *BlockDeclarationContext) SEMICOLON() antlr.TerminalNode {
	return s.GetToken(GLSLParserSEMICOLON, 0)
}

func (s *BlockDeclarationContext) AllFieldDeclaration() []IFieldDeclarationContext {
	children := s.GetChildren()
	len := 0
	for _, ctx := range children {
		if _, ok := ctx.(IFieldDeclarationContext); ok {
			len++
		}
	}

	tst := make([]IFieldDeclarationContext, len)
	i := 0
	for _, ctx := range children {
		if t, ok := ctx.(IFieldDeclarationContext); ok {
			tst[i] = t.(IFieldDeclarationContext)
			i++
		}
	}

	return tst
}

func (s *BlockDeclarationContext) FieldDeclaration(i int) IFieldDeclarationContext {
	var t antlr.RuleContext
	j := 0
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IFieldDeclarationContext); ok {
			if j == i {
				t = ctx.(antlr.RuleContext)
				break
			}
			j++
		}
	}

	if t == nil {
		return nil
	}

	return t.(IFieldDeclarationContext)
}

func (s *BlockDeclarationContext) BlockInstance() IBlockInstanceContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IBlockInstanceContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IBlockInstanceContext)
}

func (s *BlockDeclarationContext) Accept(visitor antlr.ParseTreeVisitor) interface{} {
	switch t := visitor.(type) {
	case GLSLParserVisitor:
		return t.VisitBlockDeclaration(s)

	default:
		return t.VisitChildren(s)
	}
}

type IdentifierListContext struct {
	QualifiedDeclarationContext
}

func NewIdentifierListContext(parser antlr.Parser, ctx antlr.ParserRuleContext) *IdentifierListContext {
	var p = new(IdentifierListContext)

	InitEmptyQualifiedDeclarationContext(&p.QualifiedDeclarationContext)
	p.parser = parser
	p.CopyAll(ctx.(*QualifiedDeclarationContext))

	return p
}

func (s *IdentifierListContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *IdentifierListContext) AllIDENTIFIER() []antlr.TerminalNode {
	return s.GetTokens(GLSLParserIDENTIFIER)
}

func (s *IdentifierListContext) IDENTIFIER(i int) antlr.TerminalNode {
	return s.GetToken(GLSLParserIDENTIFIER, i)
}

func (s *IdentifierListContext) SEMICOLON() antlr.TerminalNode {
	return s.GetToken(GLSLParserSEMICOLON, 0)
}

func (s *IdentifierListContext) AllCOMMA() []antlr.TerminalNode {
	return s.GetTokens(GLSLParserCOMMA)
}

func (s *IdentifierListContext) COMMA(i int) antlr.TerminalNode {
	return s.GetToken(GLSLParserCOMMA, i)
}

func (s *IdentifierListContext) Accept(visitor antlr.ParseTreeVisitor) interface{} {
	switch t := visitor.(type) {
	case GLSLParserVisitor:
		return t.VisitIdentifierList(s)

	default:
		return t.VisitChildren(s)
	}
}

type QualifiedTypedContext struct {
	QualifiedDeclarationContext
}

func NewQualifiedTypedContext(parser antlr.Parser, ctx antlr.ParserRuleContext) *QualifiedTypedContext {
	var p = new(QualifiedTypedContext)

	InitEmptyQualifiedDeclarationContext(&p.QualifiedDeclarationContext)
	p.parser = parser
	p.CopyAll(ctx.(*QualifiedDeclarationContext))

	return p
}

func (s *QualifiedTypedContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *QualifiedTypedContext) TypedDeclaration() ITypedDeclarationContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(ITypedDeclarationContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(ITypedDeclarationContext)
}

func (s *QualifiedTypedContext) Accept(visitor antlr.ParseTreeVisitor) interface{} {
	switch t := visitor.(type) {
	case GLSLParserVisitor:
		return t.VisitQualifiedTyped(s)

	default:
		return t.VisitChildren(s)
	}
}

func (p *GLSLParser) QualifiedDeclaration() (localctx IQualifiedDeclarationContext) {
	localctx = NewQualifiedDeclarationContext(p, p.GetParserRuleContext(), p.GetState())
	p.EnterRule(localctx, 6, GLSLParserRULE_qualifiedDeclaration)
	var _la int

	var _alt int

	p.SetState(133)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}

	switch p.GetInterpreter().AdaptivePredict(p.BaseParser, p.GetTokenStream(), 7, p.GetParserRuleContext()) {
	case 1:
		localctx = NewQualifierOnlyContext(p, localctx)
		p.EnterOuterAlt(localctx, 1)
		{
			p.SetState(109)
			p.Match(GLSLParserSEMICOLON)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}

	case 2:
		localctx = NewBlockDeclarationContext(p, localctx)
		p.EnterOuterAlt(localctx, 2)
		{
			p.SetState(110)
			p.Match(GLSLParserIDENTIFIER)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(111)
			p.Match(GLSLParserLEFT_BRACE)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		p.SetState(113)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_alt = 1
		for ok := true; ok; ok = _alt != 2 && _alt != antlr.ATNInvalidAltNumber {
			switch _alt {
			case 1:
				{
					p.SetState(112)
					p.FieldDeclaration()
				}

			default:
				p.SetError(antlr.NewNoViableAltException(p, nil, nil, nil, nil, nil))
				goto errorExit
			}

			p.SetState(115)
			p.GetErrorHandler().Sync(p)
			_alt = p.GetInterpreter().AdaptivePredict(p.BaseParser, p.GetTokenStream(), 4, p.GetParserRuleContext())
			if p.HasError() {
				goto errorExit
			}
		}
		{
			p.SetState(117)
			p.Match(GLSLParserRIGHT_BRACE)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		p.SetState(119)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		if _la == GLSLParserIDENTIFIER {
			{
				p.SetState(118)
				p.BlockInstance()
			}

		}
		{
			p.SetState(121)
			p.Match(GLSLParserSEMICOLON)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}

	case 3:
		localctx = NewQualifiedTypedContext(p, localctx)
		p.EnterOuterAlt(localctx, 3)
		{
			p.SetState(123)
			p.TypedDeclaration()
		}

	case 4:
		localctx = NewIdentifierListContext(p, localctx)
		p.EnterOuterAlt(localctx, 4)
		{
			p.SetState(124)
			p.Match(GLSLParserIDENTIFIER)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		p.SetState(129)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		for _la == GLSLParserCOMMA {
			{
				p.SetState(125)
				p.Match(GLSLParserCOMMA)
				if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
				}
			}
			{
				p.SetState(126)
				p.Match(GLSLParserIDENTIFIER)
				if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
				}
			}

			p.SetState(131)
			p.GetErrorHandler().Sync(p)
			if p.HasError() {
				goto errorExit
			}
			_la = p.GetTokenStream().LA(1)
		}
		{
			p.SetState(132)
			p.Match(GLSLParserSEMICOLON)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}

	case antlr.ATNInvalidAltNumber:
		goto errorExit
	}

errorExit:
	if p.HasError() {
		v := p.GetError()
		localctx.SetException(v)
		p.GetErrorHandler().ReportError(p, v)
		p.GetErrorHandler().Recover(p, v)
		p.SetError(nil)
	}
	p.ExitRule()
	if true {
		return localctx
	}
	goto errorExit // the label must be used
}

// IBlockInstanceContext is an interface to support dynamic dispatch.
type IBlockInstanceContext interface {
	antlr.ParserRuleContext

	// GetParser returns the parser.
	GetParser() antlr.Parser

	// GetName returns the name token.
	GetName() antlr.Token

	// SetName sets the name token.
	SetName(antlr.Token)

	// Getter signatures
	IDENTIFIER() antlr.TerminalNode
	ArraySpecifier() IArraySpecifierContext

	// IsBlockInstanceContext differentiates from other interfaces.
	IsBlockInstanceContext()
}

type BlockInstanceContext struct {
	antlr.BaseParserRuleContext
	parser antlr.Parser
	name   antlr.Token
}

func NewEmptyBlockInstanceContext() *BlockInstanceContext {
	var p = new(BlockInstanceContext)
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = GLSLParserRULE_blockInstance
	return p
}

func InitEmptyBlockInstanceContext(p *BlockInstanceContext) {
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = GLSLParserRULE_blockInstance
}

func (*BlockInstanceContext) IsBlockInstanceContext() {}

func NewBlockInstanceContext(parser antlr.Parser, parent antlr.ParserRuleContext, invokingState int) *BlockInstanceContext {
	var p = new(BlockInstanceContext)

	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, parent, invokingState)

	p.parser = parser
	p.RuleIndex = GLSLParserRULE_blockInstance

	return p
}

func (s *BlockInstanceContext) GetParser() antlr.Parser { return s.parser }

func (s *BlockInstanceContext) GetName() antlr.Token { return s.name }

func (s *BlockInstanceContext) SetName(v antlr.Token) { s.name = v }

func (s *BlockInstanceContext) IDENTIFIER() antlr.TerminalNode {
	return s.GetToken(GLSLParserIDENTIFIER, 0)
}

func (s *BlockInstanceContext) ArraySpecifier() IArraySpecifierContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IArraySpecifierContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IArraySpecifierContext)
}

func (s *BlockInstanceContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *BlockInstanceContext) ToStringTree(ruleNames []string, recog antlr.Recognizer) string {
	return antlr.TreesStringTree(s, ruleNames, recog)
}

func (s *BlockInstanceContext) Accept(visitor antlr.ParseTreeVisitor) interface{} {
	switch t := visitor.(type) {
	case GLSLParserVisitor:
		return t.VisitBlockInstance(s)

	default:
		return t.VisitChildren(s)
	}
}

func (p *GLSLParser) BlockInstance() (localctx IBlockInstanceContext) {
	localctx = NewBlockInstanceContext(p, p.GetParserRuleContext(), p.GetState())
	p.EnterRule(localctx, 8, GLSLParserRULE_blockInstance)
	var _la int

	p.EnterOuterAlt(localctx, 1)
	{
		p.SetState(135)

		var _m = p.Match(GLSLParserIDENTIFIER)

		localctx.(*BlockInstanceContext).name = _m
		if p.HasError() {
			// Recognition error - abort rule
			goto errorExit
		}
	}
	p.declare(localctx.(*BlockInstanceContext).GetName(), false)
	p.SetState(138)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}
	_la = p.GetTokenStream().LA(1)

	if _la == GLSLParserLEFT_BRACKET {
		{
			p.SetState(137)
			p.ArraySpecifier()
		}

	}

errorExit:
	if p.HasError() {
		v := p.GetError()
		localctx.SetException(v)
		p.GetErrorHandler().ReportError(p, v)
		p.GetErrorHandler().Recover(p, v)
		p.SetError(nil)
	}
	p.ExitRule()
	if true {
		return localctx
	}
	goto errorExit // the label must be used
}

// ITypedDeclarationContext is an interface to support dynamic dispatch.
type ITypedDeclarationContext interface {
	antlr.ParserRuleContext

	// GetParser returns the parser.
	GetParser() antlr.Parser

	// Getter signatures
	TypeSpecifier() ITypeSpecifierContext
	TypedRest() ITypedRestContext

	// IsTypedDeclarationContext differentiates from other interfaces.
	IsTypedDeclarationContext()
}

type TypedDeclarationContext struct {
	antlr.BaseParserRuleContext
	parser antlr.Parser
}

func NewEmptyTypedDeclarationContext() *TypedDeclarationContext {
	var p = new(TypedDeclarationContext)
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = GLSLParserRULE_typedDeclaration
	return p
}

func InitEmptyTypedDeclarationContext(p *TypedDeclarationContext) {
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = GLSLParserRULE_typedDeclaration
}

func (*TypedDeclarationContext) IsTypedDeclarationContext() {}

func NewTypedDeclarationContext(parser antlr.Parser, parent antlr.ParserRuleContext, invokingState int) *TypedDeclarationContext {
	var p = new(TypedDeclarationContext)

	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, parent, invokingState)

	p.parser = parser
	p.RuleIndex = GLSLParserRULE_typedDeclaration

	return p
}

func (s *TypedDeclarationContext) GetParser() antlr.Parser { return s.parser }

func (s *TypedDeclarationContext) TypeSpecifier() ITypeSpecifierContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(ITypeSpecifierContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(ITypeSpecifierContext)
}

func (s *TypedDeclarationContext) TypedRest() ITypedRestContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(ITypedRestContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(ITypedRestContext)
}

func (s *TypedDeclarationContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *TypedDeclarationContext) ToStringTree(ruleNames []string, recog antlr.Recognizer) string {
	return antlr.TreesStringTree(s, ruleNames, recog)
}

func (s *TypedDeclarationContext) Accept(visitor antlr.ParseTreeVisitor) interface{} {
	switch t := visitor.(type) {
	case GLSLParserVisitor:
		return t.VisitTypedDeclaration(s)

	default:
		return t.VisitChildren(s)
	}
}

func (p *GLSLParser) TypedDeclaration() (localctx ITypedDeclarationContext) {
	localctx = NewTypedDeclarationContext(p, p.GetParserRuleContext(), p.GetState())
	p.EnterRule(localctx, 10, GLSLParserRULE_typedDeclaration)
	p.EnterOuterAlt(localctx, 1)
	{
		p.SetState(140)
		p.TypeSpecifier()
	}
	{
		p.SetState(141)
		p.TypedRest()
	}

errorExit:
	if p.HasError() {
		v := p.GetError()
		localctx.SetException(v)
		p.GetErrorHandler().ReportError(p, v)
		p.GetErrorHandler().Recover(p, v)
		p.SetError(nil)
	}
	p.ExitRule()
	if true {
		return localctx
	}
	goto errorExit // the label must be used
}

// ITypedRestContext is an interface to support dynamic dispatch.
type ITypedRestContext interface {
	antlr.ParserRuleContext

	// GetParser returns the parser.
	GetParser() antlr.Parser
	// IsTypedRestContext differentiates from other interfaces.
	IsTypedRestContext()
}

type TypedRestContext struct {
	antlr.BaseParserRuleContext
	parser antlr.Parser
}

func NewEmptyTypedRestContext() *TypedRestContext {
	var p = new(TypedRestContext)
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = GLSLParserRULE_typedRest
	return p
}

func InitEmptyTypedRestContext(p *TypedRestContext) {
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = GLSLParserRULE_typedRest
}

func (*TypedRestContext) IsTypedRestContext() {}

func NewTypedRestContext(parser antlr.Parser, parent antlr.ParserRuleContext, invokingState int) *TypedRestContext {
	var p = new(TypedRestContext)

	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, parent, invokingState)

	p.parser = parser
	p.RuleIndex = GLSLParserRULE_typedRest

	return p
}

func (s *TypedRestContext) GetParser() antlr.Parser { return s.parser }

func (s *TypedRestContext) CopyAll(ctx *TypedRestContext) {
	s.CopyFrom(&ctx.BaseParserRuleContext)
}

func (s *TypedRestContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *TypedRestContext) ToStringTree(ruleNames []string, recog antlr.Recognizer) string {
	return antlr.TreesStringTree(s, ruleNames, recog)
}

type VariablesContext struct {
	TypedRestContext
}

func NewVariablesContext(parser antlr.Parser, ctx antlr.ParserRuleContext) *VariablesContext {
	var p = new(VariablesContext)

	InitEmptyTypedRestContext(&p.TypedRestContext)
	p.parser = parser
	p.CopyAll(ctx.(*TypedRestContext))

	return p
}

func (s *VariablesContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *VariablesContext) AllInitDeclarator() []IInitDeclaratorContext {
	children := s.GetChildren()
	len := 0
	for _, ctx := range children {
		if _, ok := ctx.(IInitDeclaratorContext); ok {
			len++
		}
	}

	tst := make([]IInitDeclaratorContext, len)
	i := 0
	for _, ctx := range children {
		if t, ok := ctx.(IInitDeclaratorContext); ok {
			tst[i] = t.(IInitDeclaratorContext)
			i++
		}
	}

	return tst
}

func (s *VariablesContext) InitDeclarator(i int) IInitDeclaratorContext {
	var t antlr.RuleContext
	j := 0
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IInitDeclaratorContext); ok {
			if j == i {
				t = ctx.(antlr.RuleContext)
				break
			}
			j++
		}
	}

	if t == nil {
		return nil
	}

	return t.(IInitDeclaratorContext)
}

func (s *VariablesContext) SEMICOLON() antlr.TerminalNode {
	return s.GetToken(GLSLParserSEMICOLON, 0)
}

func (s *VariablesContext) AllCOMMA() []antlr.TerminalNode {
	return s.GetTokens(GLSLParserCOMMA)
}

func (s *VariablesContext) COMMA(i int) antlr.TerminalNode {
	return s.GetToken(GLSLParserCOMMA, i)
}

func (s *VariablesContext) Accept(visitor antlr.ParseTreeVisitor) interface{} {
	switch t := visitor.(type) {
	case GLSLParserVisitor:
		return t.VisitVariables(s)

	default:
		return t.VisitChildren(s)
	}
}

type FunctionContext struct {
	TypedRestContext
}

func NewFunctionContext(parser antlr.Parser, ctx antlr.ParserRuleContext) *FunctionContext {
	var p = new(FunctionContext)

	InitEmptyTypedRestContext(&p.TypedRestContext)
	p.parser = parser
	p.CopyAll(ctx.(*TypedRestContext))

	return p
}

func (s *FunctionContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *FunctionContext) FunctionRest() IFunctionRestContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IFunctionRestContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IFunctionRestContext)
}

func (s *FunctionContext) Accept(visitor antlr.ParseTreeVisitor) interface{} {
	switch t := visitor.(type) {
	case GLSLParserVisitor:
		return t.VisitFunction(s)

	default:
		return t.VisitChildren(s)
	}
}

type TypeOnlyContext struct {
	TypedRestContext
}

func NewTypeOnlyContext(parser antlr.Parser, ctx antlr.ParserRuleContext) *TypeOnlyContext {
	var p = new(TypeOnlyContext)

	InitEmptyTypedRestContext(&p.TypedRestContext)
	p.parser = parser
	p.CopyAll(ctx.(*TypedRestContext))

	return p
}

func (s *TypeOnlyContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *TypeOnlyContext) SEMICOLON() antlr.TerminalNode {
	return s.GetToken(GLSLParserSEMICOLON, 0)
}

func (s *TypeOnlyContext) Accept(visitor antlr.ParseTreeVisitor) interface{} {
	switch t := visitor.(type) {
	case GLSLParserVisitor:
		return t.VisitTypeOnly(s)

	default:
		return t.VisitChildren(s)
	}
}

func (p *GLSLParser) TypedRest() (localctx ITypedRestContext) {
	localctx = NewTypedRestContext(p, p.GetParserRuleContext(), p.GetState())
	p.EnterRule(localctx, 12, GLSLParserRULE_typedRest)
	var _la int

	p.SetState(155)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}

	switch p.GetInterpreter().AdaptivePredict(p.BaseParser, p.GetTokenStream(), 10, p.GetParserRuleContext()) {
	case 1:
		localctx = NewTypeOnlyContext(p, localctx)
		p.EnterOuterAlt(localctx, 1)
		{
			p.SetState(143)
			p.Match(GLSLParserSEMICOLON)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}

	case 2:
		localctx = NewFunctionContext(p, localctx)
		p.EnterOuterAlt(localctx, 2)
		{
			p.SetState(144)
			p.FunctionRest()
		}

	case 3:
		localctx = NewVariablesContext(p, localctx)
		p.EnterOuterAlt(localctx, 3)
		{
			p.SetState(145)
			p.InitDeclarator()
		}
		p.SetState(150)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		for _la == GLSLParserCOMMA {
			{
				p.SetState(146)
				p.Match(GLSLParserCOMMA)
				if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
				}
			}
			{
				p.SetState(147)
				p.InitDeclarator()
			}

			p.SetState(152)
			p.GetErrorHandler().Sync(p)
			if p.HasError() {
				goto errorExit
			}
			_la = p.GetTokenStream().LA(1)
		}
		{
			p.SetState(153)
			p.Match(GLSLParserSEMICOLON)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}

	case antlr.ATNInvalidAltNumber:
		goto errorExit
	}

errorExit:
	if p.HasError() {
		v := p.GetError()
		localctx.SetException(v)
		p.GetErrorHandler().ReportError(p, v)
		p.GetErrorHandler().Recover(p, v)
		p.SetError(nil)
	}
	p.ExitRule()
	if true {
		return localctx
	}
	goto errorExit // the label must be used
}

// IFunctionRestContext is an interface to support dynamic dispatch.
type IFunctionRestContext interface {
	antlr.ParserRuleContext

	// GetParser returns the parser.
	GetParser() antlr.Parser

	// Getter signatures
	IDENTIFIER() antlr.TerminalNode
	LEFT_PAREN() antlr.TerminalNode
	RIGHT_PAREN() antlr.TerminalNode
	CompoundStatement() ICompoundStatementContext
	SEMICOLON() antlr.TerminalNode
	AllParameterDeclaration() []IParameterDeclarationContext
	ParameterDeclaration(i int) IParameterDeclarationContext
	AllAttribute() []IAttributeContext
	Attribute(i int) IAttributeContext
	AllCOMMA() []antlr.TerminalNode
	COMMA(i int) antlr.TerminalNode

	// IsFunctionRestContext differentiates from other interfaces.
	IsFunctionRestContext()
}

type FunctionRestContext struct {
	antlr.BaseParserRuleContext
	parser antlr.Parser
}

func NewEmptyFunctionRestContext() *FunctionRestContext {
	var p = new(FunctionRestContext)
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = GLSLParserRULE_functionRest
	return p
}

func InitEmptyFunctionRestContext(p *FunctionRestContext) {
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = GLSLParserRULE_functionRest
}

func (*FunctionRestContext) IsFunctionRestContext() {}

func NewFunctionRestContext(parser antlr.Parser, parent antlr.ParserRuleContext, invokingState int) *FunctionRestContext {
	var p = new(FunctionRestContext)

	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, parent, invokingState)

	p.parser = parser
	p.RuleIndex = GLSLParserRULE_functionRest

	return p
}

func (s *FunctionRestContext) GetParser() antlr.Parser { return s.parser }

func (s *FunctionRestContext) IDENTIFIER() antlr.TerminalNode {
	return s.GetToken(GLSLParserIDENTIFIER, 0)
}

func (s *FunctionRestContext) LEFT_PAREN() antlr.TerminalNode {
	return s.GetToken(GLSLParserLEFT_PAREN, 0)
}

func (s *FunctionRestContext) RIGHT_PAREN() antlr.TerminalNode {
	return s.GetToken(GLSLParserRIGHT_PAREN, 0)
}

func (s *FunctionRestContext) CompoundStatement() ICompoundStatementContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(ICompoundStatementContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(ICompoundStatementContext)
}

func (s *FunctionRestContext) SEMICOLON() antlr.TerminalNode {
	return s.GetToken(GLSLParserSEMICOLON, 0)
}

func (s *FunctionRestContext) AllParameterDeclaration() []IParameterDeclarationContext {
	children := s.GetChildren()
	len := 0
	for _, ctx := range children {
		if _, ok := ctx.(IParameterDeclarationContext); ok {
			len++
		}
	}

	tst := make([]IParameterDeclarationContext, len)
	i := 0
	for _, ctx := range children {
		if t, ok := ctx.(IParameterDeclarationContext); ok {
			tst[i] = t.(IParameterDeclarationContext)
			i++
		}
	}

	return tst
}

func (s *FunctionRestContext) ParameterDeclaration(i int) IParameterDeclarationContext {
	var t antlr.RuleContext
	j := 0
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IParameterDeclarationContext); ok {
			if j == i {
				t = ctx.(antlr.RuleContext)
				break
			}
			j++
		}
	}

	if t == nil {
		return nil
	}

	return t.(IParameterDeclarationContext)
}

func (s *FunctionRestContext) AllAttribute() []IAttributeContext {
	children := s.GetChildren()
	len := 0
	for _, ctx := range children {
		if _, ok := ctx.(IAttributeContext); ok {
			len++
		}
	}

	tst := make([]IAttributeContext, len)
	i := 0
	for _, ctx := range children {
		if t, ok := ctx.(IAttributeContext); ok {
			tst[i] = t.(IAttributeContext)
			i++
		}
	}

	return tst
}

func (s *FunctionRestContext) Attribute(i int) IAttributeContext {
	var t antlr.RuleContext
	j := 0
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IAttributeContext); ok {
			if j == i {
				t = ctx.(antlr.RuleContext)
				break
			}
			j++
		}
	}

	if t == nil {
		return nil
	}

	return t.(IAttributeContext)
}

func (s *FunctionRestContext) AllCOMMA() []antlr.TerminalNode {
	return s.GetTokens(GLSLParserCOMMA)
}

func (s *FunctionRestContext) COMMA(i int) antlr.TerminalNode {
	return s.GetToken(GLSLParserCOMMA, i)
}

func (s *FunctionRestContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *FunctionRestContext) ToStringTree(ruleNames []string, recog antlr.Recognizer) string {
	return antlr.TreesStringTree(s, ruleNames, recog)
}

func (s *FunctionRestContext) Accept(visitor antlr.ParseTreeVisitor) interface{} {
	switch t := visitor.(type) {
	case GLSLParserVisitor:
		return t.VisitFunctionRest(s)

	default:
		return t.VisitChildren(s)
	}
}

func (p *GLSLParser) FunctionRest() (localctx IFunctionRestContext) {
	localctx = NewFunctionRestContext(p, p.GetParserRuleContext(), p.GetState())
	p.EnterRule(localctx, 14, GLSLParserRULE_functionRest)
	p.pushScope()
	var _la int

	p.EnterOuterAlt(localctx, 1)
	{
		p.SetState(157)
		p.Match(GLSLParserIDENTIFIER)
		if p.HasError() {
			// Recognition error - abort rule
			goto errorExit
		}
	}
	{
		p.SetState(158)
		p.Match(GLSLParserLEFT_PAREN)
		if p.HasError() {
			// Recognition error - abort rule
			goto errorExit
		}
	}
	p.SetState(167)
	p.GetErrorHandler().Sync(p)

	if p.GetInterpreter().AdaptivePredict(p.BaseParser, p.GetTokenStream(), 12, p.GetParserRuleContext()) == 1 {
		{
			p.SetState(159)
			p.ParameterDeclaration()
		}
		p.SetState(164)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		for _la == GLSLParserCOMMA {
			{
				p.SetState(160)
				p.Match(GLSLParserCOMMA)
				if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
				}
			}
			{
				p.SetState(161)
				p.ParameterDeclaration()
			}

			p.SetState(166)
			p.GetErrorHandler().Sync(p)
			if p.HasError() {
				goto errorExit
			}
			_la = p.GetTokenStream().LA(1)
		}

	} else if p.HasError() { // JIM
		goto errorExit
	}
	{
		p.SetState(169)
		p.Match(GLSLParserRIGHT_PAREN)
		if p.HasError() {
			// Recognition error - abort rule
			goto errorExit
		}
	}
	p.SetState(173)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}
	_la = p.GetTokenStream().LA(1)

	for _la == GLSLParserLEFT_BRACKET {
		{
			p.SetState(170)
			p.Attribute()
		}

		p.SetState(175)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)
	}
	p.SetState(178)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}

	switch p.GetTokenStream().LA(1) {
	case GLSLParserLEFT_BRACE:
		{
			p.SetState(176)
			p.CompoundStatement()
		}

	case GLSLParserSEMICOLON:
		{
			p.SetState(177)
			p.Match(GLSLParserSEMICOLON)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}

	default:
		p.SetError(antlr.NewNoViableAltException(p, nil, nil, nil, nil, nil))
		goto errorExit
	}

errorExit:
	if p.HasError() {
		v := p.GetError()
		localctx.SetException(v)
		p.GetErrorHandler().ReportError(p, v)
		p.GetErrorHandler().Recover(p, v)
		p.SetError(nil)
	}
	p.popScope()
	p.ExitRule()
	if true {
		return localctx
	}
	goto errorExit // the label must be used
}

// IParameterDeclarationContext is an interface to support dynamic dispatch.
type IParameterDeclarationContext interface {
	antlr.ParserRuleContext

	// GetParser returns the parser.
	GetParser() antlr.Parser

	// GetName returns the name token.
	GetName() antlr.Token

	// SetName sets the name token.
	SetName(antlr.Token)

	// Getter signatures
	TypeSpecifier() ITypeSpecifierContext
	TypeQualifier() ITypeQualifierContext
	IDENTIFIER() antlr.TerminalNode
	ArraySpecifier() IArraySpecifierContext

	// IsParameterDeclarationContext differentiates from other interfaces.
	IsParameterDeclarationContext()
}

type ParameterDeclarationContext struct {
	antlr.BaseParserRuleContext
	parser antlr.Parser
	name   antlr.Token
}

func NewEmptyParameterDeclarationContext() *ParameterDeclarationContext {
	var p = new(ParameterDeclarationContext)
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = GLSLParserRULE_parameterDeclaration
	return p
}

func InitEmptyParameterDeclarationContext(p *ParameterDeclarationContext) {
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = GLSLParserRULE_parameterDeclaration
}

func (*ParameterDeclarationContext) IsParameterDeclarationContext() {}

func NewParameterDeclarationContext(parser antlr.Parser, parent antlr.ParserRuleContext, invokingState int) *ParameterDeclarationContext {
	var p = new(ParameterDeclarationContext)

	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, parent, invokingState)

	p.parser = parser
	p.RuleIndex = GLSLParserRULE_parameterDeclaration

	return p
}

func (s *ParameterDeclarationContext) GetParser() antlr.Parser { return s.parser }

func (s *ParameterDeclarationContext) GetName() antlr.Token { return s.name }

func (s *ParameterDeclarationContext) SetName(v antlr.Token) { s.name = v }

func (s *ParameterDeclarationContext) TypeSpecifier() ITypeSpecifierContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(ITypeSpecifierContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(ITypeSpecifierContext)
}

func (s *ParameterDeclarationContext) TypeQualifier() ITypeQualifierContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(ITypeQualifierContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(ITypeQualifierContext)
}

func (s *ParameterDeclarationContext) IDENTIFIER() antlr.TerminalNode {
	return s.GetToken(GLSLParserIDENTIFIER, 0)
}

func (s *ParameterDeclarationContext) ArraySpecifier() IArraySpecifierContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IArraySpecifierContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IArraySpecifierContext)
}

func (s *ParameterDeclarationContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *ParameterDeclarationContext) ToStringTree(ruleNames []string, recog antlr.Recognizer) string {
	return antlr.TreesStringTree(s, ruleNames, recog)
}

func (s *ParameterDeclarationContext) Accept(visitor antlr.ParseTreeVisitor) interface{} {
	switch t := visitor.(type) {
	case GLSLParserVisitor:
		return t.VisitParameterDeclaration(s)

	default:
		return t.VisitChildren(s)
	}
}

func (p *GLSLParser) ParameterDeclaration() (localctx IParameterDeclarationContext) {
	localctx = NewParameterDeclarationContext(p, p.GetParserRuleContext(), p.GetState())
	p.EnterRule(localctx, 16, GLSLParserRULE_parameterDeclaration)
	var _la int

	p.EnterOuterAlt(localctx, 1)
	p.SetState(181)
	p.GetErrorHandler().Sync(p)

	if p.GetInterpreter().AdaptivePredict(p.BaseParser, p.GetTokenStream(), 15, p.GetParserRuleContext()) == 1 {
		{
			p.SetState(180)
			p.TypeQualifier()
		}

	} else if p.HasError() { // JIM
		goto errorExit
	}
	{
		p.SetState(183)
		p.TypeSpecifier()
	}
	p.SetState(189)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}
	_la = p.GetTokenStream().LA(1)

	if _la == GLSLParserIDENTIFIER {
		{
			p.SetState(184)

			var _m = p.Match(GLSLParserIDENTIFIER)

			localctx.(*ParameterDeclarationContext).name = _m
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		p.declare(localctx.(*ParameterDeclarationContext).GetName(), false)
		p.SetState(187)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		if _la == GLSLParserLEFT_BRACKET {
			{
				p.SetState(186)
				p.ArraySpecifier()
			}

		}

	}

errorExit:
	if p.HasError() {
		v := p.GetError()
		localctx.SetException(v)
		p.GetErrorHandler().ReportError(p, v)
		p.GetErrorHandler().Recover(p, v)
		p.SetError(nil)
	}
	p.ExitRule()
	if true {
		return localctx
	}
	goto errorExit // the label must be used
}

// IInitDeclaratorContext is an interface to support dynamic dispatch.
type IInitDeclaratorContext interface {
	antlr.ParserRuleContext

	// GetParser returns the parser.
	GetParser() antlr.Parser

	// GetName returns the name token.
	GetName() antlr.Token

	// SetName sets the name token.
	SetName(antlr.Token)

	// Getter signatures
	IDENTIFIER() antlr.TerminalNode
	ArraySpecifier() IArraySpecifierContext
	ASSIGN() antlr.TerminalNode
	Initializer() IInitializerContext

	// IsInitDeclaratorContext differentiates from other interfaces.
	IsInitDeclaratorContext()
}

type InitDeclaratorContext struct {
	antlr.BaseParserRuleContext
	parser antlr.Parser
	name   antlr.Token
}

func NewEmptyInitDeclaratorContext() *InitDeclaratorContext {
	var p = new(InitDeclaratorContext)
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = GLSLParserRULE_initDeclarator
	return p
}

func InitEmptyInitDeclaratorContext(p *InitDeclaratorContext) {
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = GLSLParserRULE_initDeclarator
}

func (*InitDeclaratorContext) IsInitDeclaratorContext() {}

func NewInitDeclaratorContext(parser antlr.Parser, parent antlr.ParserRuleContext, invokingState int) *InitDeclaratorContext {
	var p = new(InitDeclaratorContext)

	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, parent, invokingState)

	p.parser = parser
	p.RuleIndex = GLSLParserRULE_initDeclarator

	return p
}

func (s *InitDeclaratorContext) GetParser() antlr.Parser { return s.parser }

func (s *InitDeclaratorContext) GetName() antlr.Token { return s.name }

func (s *InitDeclaratorContext) SetName(v antlr.Token) { s.name = v }

func (s *InitDeclaratorContext) IDENTIFIER() antlr.TerminalNode {
	return s.GetToken(GLSLParserIDENTIFIER, 0)
}

func (s *InitDeclaratorContext) ArraySpecifier() IArraySpecifierContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IArraySpecifierContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IArraySpecifierContext)
}

func (s *InitDeclaratorContext) ASSIGN() antlr.TerminalNode {
	return s.GetToken(GLSLParserASSIGN, 0)
}

func (s *InitDeclaratorContext) Initializer() IInitializerContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IInitializerContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IInitializerContext)
}

func (s *InitDeclaratorContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *InitDeclaratorContext) ToStringTree(ruleNames []string, recog antlr.Recognizer) string {
	return antlr.TreesStringTree(s, ruleNames, recog)
}

func (s *InitDeclaratorContext) Accept(visitor antlr.ParseTreeVisitor) interface{} {
	switch t := visitor.(type) {
	case GLSLParserVisitor:
		return t.VisitInitDeclarator(s)

	default:
		return t.VisitChildren(s)
	}
}

func (p *GLSLParser) InitDeclarator() (localctx IInitDeclaratorContext) {
	localctx = NewInitDeclaratorContext(p, p.GetParserRuleContext(), p.GetState())
	p.EnterRule(localctx, 18, GLSLParserRULE_initDeclarator)
	var _la int

	p.EnterOuterAlt(localctx, 1)
	{
		p.SetState(191)

		var _m = p.Match(GLSLParserIDENTIFIER)

		localctx.(*InitDeclaratorContext).name = _m
		if p.HasError() {
			// Recognition error - abort rule
			goto errorExit
		}
	}
	p.declare(localctx.(*InitDeclaratorContext).GetName(), false)
	p.SetState(194)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}
	_la = p.GetTokenStream().LA(1)

	if _la == GLSLParserLEFT_BRACKET {
		{
			p.SetState(193)
			p.ArraySpecifier()
		}

	}
	p.SetState(198)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}
	_la = p.GetTokenStream().LA(1)

	if _la == GLSLParserASSIGN {
		{
			p.SetState(196)
			p.Match(GLSLParserASSIGN)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(197)
			p.Initializer()
		}

	}

errorExit:
	if p.HasError() {
		v := p.GetError()
		localctx.SetException(v)
		p.GetErrorHandler().ReportError(p, v)
		p.GetErrorHandler().Recover(p, v)
		p.SetError(nil)
	}
	p.ExitRule()
	if true {
		return localctx
	}
	goto errorExit // the label must be used
}

// IInitializerContext is an interface to support dynamic dispatch.
type IInitializerContext interface {
	antlr.ParserRuleContext

	// GetParser returns the parser.
	GetParser() antlr.Parser

	// Getter signatures
	AssignmentExpression() IAssignmentExpressionContext
	LEFT_BRACE() antlr.TerminalNode
	RIGHT_BRACE() antlr.TerminalNode
	AllInitializer() []IInitializerContext
	Initializer(i int) IInitializerContext
	AllCOMMA() []antlr.TerminalNode
	COMMA(i int) antlr.TerminalNode

	// IsInitializerContext differentiates from other interfaces.
	IsInitializerContext()
}

type InitializerContext struct {
	antlr.BaseParserRuleContext
	parser antlr.Parser
}

func NewEmptyInitializerContext() *InitializerContext {
	var p = new(InitializerContext)
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = GLSLParserRULE_initializer
	return p
}

func InitEmptyInitializerContext(p *InitializerContext) {
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = GLSLParserRULE_initializer
}

func (*InitializerContext) IsInitializerContext() {}

func NewInitializerContext(parser antlr.Parser, parent antlr.ParserRuleContext, invokingState int) *InitializerContext {
	var p = new(InitializerContext)

	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, parent, invokingState)

	p.parser = parser
	p.RuleIndex = GLSLParserRULE_initializer

	return p
}

func (s *InitializerContext) GetParser() antlr.Parser { return s.parser }

func (s *InitializerContext) AssignmentExpression() IAssignmentExpressionContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IAssignmentExpressionContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IAssignmentExpressionContext)
}

func (s *InitializerContext) LEFT_BRACE() antlr.TerminalNode {
	return s.GetToken(GLSLParserLEFT_BRACE, 0)
}

func (s *InitializerContext) RIGHT_BRACE() antlr.TerminalNode {
	return s.GetToken(GLSLParserRIGHT_BRACE, 0)
}

func (s *InitializerContext) AllInitializer() []IInitializerContext {
	children := s.GetChildren()
	len := 0
	for _, ctx := range children {
		if _, ok := ctx.(IInitializerContext); ok {
			len++
		}
	}

	tst := make([]IInitializerContext, len)
	i := 0
	for _, ctx := range children {
		if t, ok := ctx.(IInitializerContext); ok {
			tst[i] = t.(IInitializerContext)
			i++
		}
	}

	return tst
}

func (s *InitializerContext) Initializer(i int) IInitializerContext {
	var t antlr.RuleContext
	j := 0
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IInitializerContext); ok {
			if j == i {
				t = ctx.(antlr.RuleContext)
				break
			}
			j++
		}
	}

	if t == nil {
		return nil
	}

	return t.(IInitializerContext)
}

func (s *InitializerContext) AllCOMMA() []antlr.TerminalNode {
	return s.GetTokens(GLSLParserCOMMA)
}

func (s *InitializerContext) COMMA(i int) antlr.TerminalNode {
	return s.GetToken(GLSLParserCOMMA, i)
}

func (s *InitializerContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *InitializerContext) ToStringTree(ruleNames []string, recog antlr.Recognizer) string {
	return antlr.TreesStringTree(s, ruleNames, recog)
}

func (s *InitializerContext) Accept(visitor antlr.ParseTreeVisitor) interface{} {
	switch t := visitor.(type) {
	case GLSLParserVisitor:
		return t.VisitInitializer(s)

	default:
		return t.VisitChildren(s)
	}
}

func (p *GLSLParser) Initializer() (localctx IInitializerContext) {
	localctx = NewInitializerContext(p, p.GetParserRuleContext(), p.GetState())
	p.EnterRule(localctx, 20, GLSLParserRULE_initializer)
	var _la int

	var _alt int

	p.SetState(216)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}

	switch p.GetInterpreter().AdaptivePredict(p.BaseParser, p.GetTokenStream(), 23, p.GetParserRuleContext()) {
	case 1:
		p.EnterOuterAlt(localctx, 1)
		{
			p.SetState(200)
			p.AssignmentExpression()
		}

	case 2:
		p.EnterOuterAlt(localctx, 2)
		{
			p.SetState(201)
			p.Match(GLSLParserLEFT_BRACE)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		p.SetState(213)
		p.GetErrorHandler().Sync(p)

		if p.GetInterpreter().AdaptivePredict(p.BaseParser, p.GetTokenStream(), 22, p.GetParserRuleContext()) == 1 {
			{
				p.SetState(202)
				p.Initializer()
			}
			p.SetState(207)
			p.GetErrorHandler().Sync(p)
			if p.HasError() {
				goto errorExit
			}
			_alt = p.GetInterpreter().AdaptivePredict(p.BaseParser, p.GetTokenStream(), 20, p.GetParserRuleContext())
			if p.HasError() {
				goto errorExit
			}
			for _alt != 2 && _alt != antlr.ATNInvalidAltNumber {
				if _alt == 1 {
					{
						p.SetState(203)
						p.Match(GLSLParserCOMMA)
						if p.HasError() {
							// Recognition error - abort rule
							goto errorExit
						}
					}
					{
						p.SetState(204)
						p.Initializer()
					}

				}
				p.SetState(209)
				p.GetErrorHandler().Sync(p)
				if p.HasError() {
					goto errorExit
				}
				_alt = p.GetInterpreter().AdaptivePredict(p.BaseParser, p.GetTokenStream(), 20, p.GetParserRuleContext())
				if p.HasError() {
					goto errorExit
				}
			}
			p.SetState(211)
			p.GetErrorHandler().Sync(p)
			if p.HasError() {
				goto errorExit
			}
			_la = p.GetTokenStream().LA(1)

			if _la == GLSLParserCOMMA {
				{
					p.SetState(210)
					p.Match(GLSLParserCOMMA)
					if p.HasError() {
						// Recognition error - abort rule
						goto errorExit
					}
				}

			}

		} else if p.HasError() { // JIM
			goto errorExit
		}
		{
			p.SetState(215)
			p.Match(GLSLParserRIGHT_BRACE)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}

	case antlr.ATNInvalidAltNumber:
		goto errorExit
	}

errorExit:
	if p.HasError() {
		v := p.GetError()
		localctx.SetException(v)
		p.GetErrorHandler().ReportError(p, v)
		p.GetErrorHandler().Recover(p, v)
		p.SetError(nil)
	}
	p.ExitRule()
	if true {
		return localctx
	}
	goto errorExit // the label must be used
}

// IFieldDeclarationContext is an interface to support dynamic dispatch.
type IFieldDeclarationContext interface {
	antlr.ParserRuleContext

	// GetParser returns the parser.
	GetParser() antlr.Parser

	// Getter signatures
	TypeSpecifier() ITypeSpecifierContext
	AllFieldDeclarator() []IFieldDeclaratorContext
	FieldDeclarator(i int) IFieldDeclaratorContext
	SEMICOLON() antlr.TerminalNode
	TypeQualifier() ITypeQualifierContext
	AllCOMMA() []antlr.TerminalNode
	COMMA(i int) antlr.TerminalNode

	// IsFieldDeclarationContext differentiates from other interfaces.
	IsFieldDeclarationContext()
}

type FieldDeclarationContext struct {
	antlr.BaseParserRuleContext
	parser antlr.Parser
}

func NewEmptyFieldDeclarationContext() *FieldDeclarationContext {
	var p = new(FieldDeclarationContext)
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = GLSLParserRULE_fieldDeclaration
	return p
}

func InitEmptyFieldDeclarationContext(p *FieldDeclarationContext) {
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = GLSLParserRULE_fieldDeclaration
}

func (*FieldDeclarationContext) IsFieldDeclarationContext() {}

func NewFieldDeclarationContext(parser antlr.Parser, parent antlr.ParserRuleContext, invokingState int) *FieldDeclarationContext {
	var p = new(FieldDeclarationContext)

	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, parent, invokingState)

	p.parser = parser
	p.RuleIndex = GLSLParserRULE_fieldDeclaration

	return p
}

func (s *FieldDeclarationContext) GetParser() antlr.Parser { return s.parser }

func (s *FieldDeclarationContext) TypeSpecifier() ITypeSpecifierContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(ITypeSpecifierContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(ITypeSpecifierContext)
}

func (s *FieldDeclarationContext) AllFieldDeclarator() []IFieldDeclaratorContext {
	children := s.GetChildren()
	len := 0
	for _, ctx := range children {
		if _, ok := ctx.(IFieldDeclaratorContext); ok {
			len++
		}
	}

	tst := make([]IFieldDeclaratorContext, len)
	i := 0
	for _, ctx := range children {
		if t, ok := ctx.(IFieldDeclaratorContext); ok {
			tst[i] = t.(IFieldDeclaratorContext)
			i++
		}
	}

	return tst
}

func (s *FieldDeclarationContext) FieldDeclarator(i int) IFieldDeclaratorContext {
	var t antlr.RuleContext
	j := 0
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IFieldDeclaratorContext); ok {
			if j == i {
				t = ctx.(antlr.RuleContext)
				break
			}
			j++
		}
	}

	if t == nil {
		return nil
	}

	return t.(IFieldDeclaratorContext)
}

func (s *FieldDeclarationContext) SEMICOLON() antlr.TerminalNode {
	return s.GetToken(GLSLParserSEMICOLON, 0)
}

func (s *FieldDeclarationContext) TypeQualifier() ITypeQualifierContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(ITypeQualifierContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(ITypeQualifierContext)
}

func (s *FieldDeclarationContext) AllCOMMA() []antlr.TerminalNode {
	return s.GetTokens(GLSLParserCOMMA)
}

func (s *FieldDeclarationContext) COMMA(i int) antlr.TerminalNode {
	return s.GetToken(GLSLParserCOMMA, i)
}

func (s *FieldDeclarationContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *FieldDeclarationContext) ToStringTree(ruleNames []string, recog antlr.Recognizer) string {
	return antlr.TreesStringTree(s, ruleNames, recog)
}

func (s *FieldDeclarationContext) Accept(visitor antlr.ParseTreeVisitor) interface{} {
	switch t := visitor.(type) {
	case GLSLParserVisitor:
		return t.VisitFieldDeclaration(s)

	default:
		return t.VisitChildren(s)
	}
}

func (p *GLSLParser) FieldDeclaration() (localctx IFieldDeclarationContext) {
	localctx = NewFieldDeclarationContext(p, p.GetParserRuleContext(), p.GetState())
	p.EnterRule(localctx, 22, GLSLParserRULE_fieldDeclaration)
	var _la int

	p.EnterOuterAlt(localctx, 1)
	p.SetState(219)
	p.GetErrorHandler().Sync(p)

	if p.GetInterpreter().AdaptivePredict(p.BaseParser, p.GetTokenStream(), 24, p.GetParserRuleContext()) == 1 {
		{
			p.SetState(218)
			p.TypeQualifier()
		}

	} else if p.HasError() { // JIM
		goto errorExit
	}
	{
		p.SetState(221)
		p.TypeSpecifier()
	}
	{
		p.SetState(222)
		p.FieldDeclarator()
	}
	p.SetState(227)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}
	_la = p.GetTokenStream().LA(1)

	for _la == GLSLParserCOMMA {
		{
			p.SetState(223)
			p.Match(GLSLParserCOMMA)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(224)
			p.FieldDeclarator()
		}

		p.SetState(229)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)
	}
	{
		p.SetState(230)
		p.Match(GLSLParserSEMICOLON)
		if p.HasError() {
			// Recognition error - abort rule
			goto errorExit
		}
	}

errorExit:
	if p.HasError() {
		v := p.GetError()
		localctx.SetException(v)
		p.GetErrorHandler().ReportError(p, v)
		p.GetErrorHandler().Recover(p, v)
		p.SetError(nil)
	}
	p.ExitRule()
	if true {
		return localctx
	}
	goto errorExit // the label must be used
}

// IFieldDeclaratorContext is an interface to support dynamic dispatch.
type IFieldDeclaratorContext interface {
	antlr.ParserRuleContext

	// GetParser returns the parser.
	GetParser() antlr.Parser

	// Getter signatures
	IDENTIFIER() antlr.TerminalNode
	ArraySpecifier() IArraySpecifierContext

	// IsFieldDeclaratorContext differentiates from other interfaces.
	IsFieldDeclaratorContext()
}

type FieldDeclaratorContext struct {
	antlr.BaseParserRuleContext
	parser antlr.Parser
}

func NewEmptyFieldDeclaratorContext() *FieldDeclaratorContext {
	var p = new(FieldDeclaratorContext)
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = GLSLParserRULE_fieldDeclarator
	return p
}

func InitEmptyFieldDeclaratorContext(p *FieldDeclaratorContext) {
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = GLSLParserRULE_fieldDeclarator
}

func (*FieldDeclaratorContext) IsFieldDeclaratorContext() {}

func NewFieldDeclaratorContext(parser antlr.Parser, parent antlr.ParserRuleContext, invokingState int) *FieldDeclaratorContext {
	var p = new(FieldDeclaratorContext)

	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, parent, invokingState)

	p.parser = parser
	p.RuleIndex = GLSLParserRULE_fieldDeclarator

	return p
}

func (s *FieldDeclaratorContext) GetParser() antlr.Parser { return s.parser }

func (s *FieldDeclaratorContext) IDENTIFIER() antlr.TerminalNode {
	return s.GetToken(GLSLParserIDENTIFIER, 0)
}

func (s *FieldDeclaratorContext) ArraySpecifier() IArraySpecifierContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IArraySpecifierContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IArraySpecifierContext)
}

func (s *FieldDeclaratorContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *FieldDeclaratorContext) ToStringTree(ruleNames []string, recog antlr.Recognizer) string {
	return antlr.TreesStringTree(s, ruleNames, recog)
}

func (s *FieldDeclaratorContext) Accept(visitor antlr.ParseTreeVisitor) interface{} {
	switch t := visitor.(type) {
	case GLSLParserVisitor:
		return t.VisitFieldDeclarator(s)

	default:
		return t.VisitChildren(s)
	}
}

func (p *GLSLParser) FieldDeclarator() (localctx IFieldDeclaratorContext) {
	localctx = NewFieldDeclaratorContext(p, p.GetParserRuleContext(), p.GetState())
	p.EnterRule(localctx, 24, GLSLParserRULE_fieldDeclarator)
	var _la int

	p.EnterOuterAlt(localctx, 1)
	{
		p.SetState(232)
		p.Match(GLSLParserIDENTIFIER)
		if p.HasError() {
			// Recognition error - abort rule
			goto errorExit
		}
	}
	p.SetState(234)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}
	_la = p.GetTokenStream().LA(1)

	if _la == GLSLParserLEFT_BRACKET {
		{
			p.SetState(233)
			p.ArraySpecifier()
		}

	}

errorExit:
	if p.HasError() {
		v := p.GetError()
		localctx.SetException(v)
		p.GetErrorHandler().ReportError(p, v)
		p.GetErrorHandler().Recover(p, v)
		p.SetError(nil)
	}
	p.ExitRule()
	if true {
		return localctx
	}
	goto errorExit // the label must be used
}

// ITypeQualifierContext is an interface to support dynamic dispatch.
type ITypeQualifierContext interface {
	antlr.ParserRuleContext

	// GetParser returns the parser.
	GetParser() antlr.Parser

	// Getter signatures
	AllSingleTypeQualifier() []ISingleTypeQualifierContext
	SingleTypeQualifier(i int) ISingleTypeQualifierContext

	// IsTypeQualifierContext differentiates from other interfaces.
	IsTypeQualifierContext()
}

type TypeQualifierContext struct {
	antlr.BaseParserRuleContext
	parser antlr.Parser
}

func NewEmptyTypeQualifierContext() *TypeQualifierContext {
	var p = new(TypeQualifierContext)
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = GLSLParserRULE_typeQualifier
	return p
}

func InitEmptyTypeQualifierContext(p *TypeQualifierContext) {
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = GLSLParserRULE_typeQualifier
}

func (*TypeQualifierContext) IsTypeQualifierContext() {}

func NewTypeQualifierContext(parser antlr.Parser, parent antlr.ParserRuleContext, invokingState int) *TypeQualifierContext {
	var p = new(TypeQualifierContext)

	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, parent, invokingState)

	p.parser = parser
	p.RuleIndex = GLSLParserRULE_typeQualifier

	return p
}

func (s *TypeQualifierContext) GetParser() antlr.Parser { return s.parser }

func (s *TypeQualifierContext) AllSingleTypeQualifier() []ISingleTypeQualifierContext {
	children := s.GetChildren()
	len := 0
	for _, ctx := range children {
		if _, ok := ctx.(ISingleTypeQualifierContext); ok {
			len++
		}
	}

	tst := make([]ISingleTypeQualifierContext, len)
	i := 0
	for _, ctx := range children {
		if t, ok := ctx.(ISingleTypeQualifierContext); ok {
			tst[i] = t.(ISingleTypeQualifierContext)
			i++
		}
	}

	return tst
}

func (s *TypeQualifierContext) SingleTypeQualifier(i int) ISingleTypeQualifierContext {
	var t antlr.RuleContext
	j := 0
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(ISingleTypeQualifierContext); ok {
			if j == i {
				t = ctx.(antlr.RuleContext)
				break
			}
			j++
		}
	}

	if t == nil {
		return nil
	}

	return t.(ISingleTypeQualifierContext)
}

func (s *TypeQualifierContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *TypeQualifierContext) ToStringTree(ruleNames []string, recog antlr.Recognizer) string {
	return antlr.TreesStringTree(s, ruleNames, recog)
}

func (s *TypeQualifierContext) Accept(visitor antlr.ParseTreeVisitor) interface{} {
	switch t := visitor.(type) {
	case GLSLParserVisitor:
		return t.VisitTypeQualifier(s)

	default:
		return t.VisitChildren(s)
	}
}

func (p *GLSLParser) TypeQualifier() (localctx ITypeQualifierContext) {
	localctx = NewTypeQualifierContext(p, p.GetParserRuleContext(), p.GetState())
	p.EnterRule(localctx, 26, GLSLParserRULE_typeQualifier)
	var _alt int

	p.EnterOuterAlt(localctx, 1)
	p.SetState(237)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}
	_alt = 1
	for ok := true; ok; ok = _alt != 2 && _alt != antlr.ATNInvalidAltNumber {
		switch _alt {
		case 1:
			{
				p.SetState(236)
				p.SingleTypeQualifier()
			}

		default:
			p.SetError(antlr.NewNoViableAltException(p, nil, nil, nil, nil, nil))
			goto errorExit
		}

		p.SetState(239)
		p.GetErrorHandler().Sync(p)
		_alt = p.GetInterpreter().AdaptivePredict(p.BaseParser, p.GetTokenStream(), 27, p.GetParserRuleContext())
		if p.HasError() {
			goto errorExit
		}
	}

errorExit:
	if p.HasError() {
		v := p.GetError()
		localctx.SetException(v)
		p.GetErrorHandler().ReportError(p, v)
		p.GetErrorHandler().Recover(p, v)
		p.SetError(nil)
	}
	p.ExitRule()
	if true {
		return localctx
	}
	goto errorExit // the label must be used
}

// ISingleTypeQualifierContext is an interface to support dynamic dispatch.
type ISingleTypeQualifierContext interface {
	antlr.ParserRuleContext

	// GetParser returns the parser.
	GetParser() antlr.Parser

	// Getter signatures
	LAYOUT() antlr.TerminalNode
	LEFT_PAREN() antlr.TerminalNode
	AllLayoutQualifierId() []ILayoutQualifierIdContext
	LayoutQualifierId(i int) ILayoutQualifierIdContext
	RIGHT_PAREN() antlr.TerminalNode
	AllCOMMA() []antlr.TerminalNode
	COMMA(i int) antlr.TerminalNode
	QUALIFIER() antlr.TerminalNode
	SHARED() antlr.TerminalNode
	PRECISION_QUALIFIER() antlr.TerminalNode
	SPIRV_QUALIFIER() antlr.TerminalNode
	AllSpirvArgument() []ISpirvArgumentContext
	SpirvArgument(i int) ISpirvArgumentContext

	// IsSingleTypeQualifierContext differentiates from other interfaces.
	IsSingleTypeQualifierContext()
}

type SingleTypeQualifierContext struct {
	antlr.BaseParserRuleContext
	parser antlr.Parser
}

func NewEmptySingleTypeQualifierContext() *SingleTypeQualifierContext {
	var p = new(SingleTypeQualifierContext)
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = GLSLParserRULE_singleTypeQualifier
	return p
}

func InitEmptySingleTypeQualifierContext(p *SingleTypeQualifierContext) {
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = GLSLParserRULE_singleTypeQualifier
}

func (*SingleTypeQualifierContext) IsSingleTypeQualifierContext() {}

func NewSingleTypeQualifierContext(parser antlr.Parser, parent antlr.ParserRuleContext, invokingState int) *SingleTypeQualifierContext {
	var p = new(SingleTypeQualifierContext)

	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, parent, invokingState)

	p.parser = parser
	p.RuleIndex = GLSLParserRULE_singleTypeQualifier

	return p
}

func (s *SingleTypeQualifierContext) GetParser() antlr.Parser { return s.parser }

func (s *SingleTypeQualifierContext) LAYOUT() antlr.TerminalNode {
	return s.GetToken(GLSLParserLAYOUT, 0)
}

func (s *SingleTypeQualifierContext) LEFT_PAREN() antlr.TerminalNode {
	return s.GetToken(GLSLParserLEFT_PAREN, 0)
}

func (s *SingleTypeQualifierContext) AllLayoutQualifierId() []ILayoutQualifierIdContext {
	children := s.GetChildren()
	len := 0
	for _, ctx := range children {
		if _, ok := ctx.(ILayoutQualifierIdContext); ok {
			len++
		}
	}

	tst := make([]ILayoutQualifierIdContext, len)
	i := 0
	for _, ctx := range children {
		if t, ok := ctx.(ILayoutQualifierIdContext); ok {
			tst[i] = t.(ILayoutQualifierIdContext)
			i++
		}
	}

	return tst
}

func (s *SingleTypeQualifierContext) LayoutQualifierId(i int) ILayoutQualifierIdContext {
	var t antlr.RuleContext
	j := 0
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(ILayoutQualifierIdContext); ok {
			if j == i {
				t = ctx.(antlr.RuleContext)
				break
			}
			j++
		}
	}

	if t == nil {
		return nil
	}

	return t.(ILayoutQualifierIdContext)
}

func (s *SingleTypeQualifierContext) RIGHT_PAREN() antlr.TerminalNode {
	return s.GetToken(GLSLParserRIGHT_PAREN, 0)
}

func (s *SingleTypeQualifierContext) AllCOMMA() []antlr.TerminalNode {
	return s.GetTokens(GLSLParserCOMMA)
}

func (s *SingleTypeQualifierContext) COMMA(i int) antlr.TerminalNode {
	return s.GetToken(GLSLParserCOMMA, i)
}

func (s *SingleTypeQualifierContext) QUALIFIER() antlr.TerminalNode {
	return s.GetToken(GLSLParserQUALIFIER, 0)
}

func (s *SingleTypeQualifierContext) SHARED() antlr.TerminalNode {
	return s.GetToken(GLSLParserSHARED, 0)
}

func (s *SingleTypeQualifierContext) PRECISION_QUALIFIER() antlr.TerminalNode {
	return s.GetToken(GLSLParserPRECISION_QUALIFIER, 0)
}

func (s *SingleTypeQualifierContext) SPIRV_QUALIFIER() antlr.TerminalNode {
	return s.GetToken(GLSLParserSPIRV_QUALIFIER, 0)
}

func (s *SingleTypeQualifierContext) AllSpirvArgument() []ISpirvArgumentContext {
	children := s.GetChildren()
	len := 0
	for _, ctx := range children {
		if _, ok := ctx.(ISpirvArgumentContext); ok {
			len++
		}
	}

	tst := make([]ISpirvArgumentContext, len)
	i := 0
	for _, ctx := range children {
		if t, ok := ctx.(ISpirvArgumentContext); ok {
			tst[i] = t.(ISpirvArgumentContext)
			i++
		}
	}

	return tst
}

func (s *SingleTypeQualifierContext) SpirvArgument(i int) ISpirvArgumentContext {
	var t antlr.RuleContext
	j := 0
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(ISpirvArgumentContext); ok {
			if j == i {
				t = ctx.(antlr.RuleContext)
				break
			}
			j++
		}
	}

	if t == nil {
		return nil
	}

	return t.(ISpirvArgumentContext)
}

func (s *SingleTypeQualifierContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *SingleTypeQualifierContext) ToStringTree(ruleNames []string, recog antlr.Recognizer) string {
	return antlr.TreesStringTree(s, ruleNames, recog)
}

func (s *SingleTypeQualifierContext) Accept(visitor antlr.ParseTreeVisitor) interface{} {
	switch t := visitor.(type) {
	case GLSLParserVisitor:
		return t.VisitSingleTypeQualifier(s)

	default:
		return t.VisitChildren(s)
	}
}

func (p *GLSLParser) SingleTypeQualifier() (localctx ISingleTypeQualifierContext) {
	localctx = NewSingleTypeQualifierContext(p, p.GetParserRuleContext(), p.GetState())
	p.EnterRule(localctx, 28, GLSLParserRULE_singleTypeQualifier)
	var _la int

	p.SetState(270)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}

	switch p.GetTokenStream().LA(1) {
	case GLSLParserLAYOUT:
		p.EnterOuterAlt(localctx, 1)
		{
			p.SetState(241)
			p.Match(GLSLParserLAYOUT)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(242)
			p.Match(GLSLParserLEFT_PAREN)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(243)
			p.LayoutQualifierId()
		}
		p.SetState(248)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		for _la == GLSLParserCOMMA {
			{
				p.SetState(244)
				p.Match(GLSLParserCOMMA)
				if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
				}
			}
			{
				p.SetState(245)
				p.LayoutQualifierId()
			}

			p.SetState(250)
			p.GetErrorHandler().Sync(p)
			if p.HasError() {
				goto errorExit
			}
			_la = p.GetTokenStream().LA(1)
		}
		{
			p.SetState(251)
			p.Match(GLSLParserRIGHT_PAREN)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}

	case GLSLParserQUALIFIER:
		p.EnterOuterAlt(localctx, 2)
		{
			p.SetState(253)
			p.Match(GLSLParserQUALIFIER)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}

	case GLSLParserSHARED:
		p.EnterOuterAlt(localctx, 3)
		{
			p.SetState(254)
			p.Match(GLSLParserSHARED)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}

	case GLSLParserPRECISION_QUALIFIER:
		p.EnterOuterAlt(localctx, 4)
		{
			p.SetState(255)
			p.Match(GLSLParserPRECISION_QUALIFIER)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}

	case GLSLParserSPIRV_QUALIFIER:
		p.EnterOuterAlt(localctx, 5)
		{
			p.SetState(256)
			p.Match(GLSLParserSPIRV_QUALIFIER)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		p.SetState(268)
		p.GetErrorHandler().Sync(p)

		if p.GetInterpreter().AdaptivePredict(p.BaseParser, p.GetTokenStream(), 30, p.GetParserRuleContext()) == 1 {
			{
				p.SetState(257)
				p.Match(GLSLParserLEFT_PAREN)
				if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
				}
			}
			{
				p.SetState(258)
				p.SpirvArgument()
			}
			p.SetState(263)
			p.GetErrorHandler().Sync(p)
			if p.HasError() {
				goto errorExit
			}
			_la = p.GetTokenStream().LA(1)

			for _la == GLSLParserCOMMA {
				{
					p.SetState(259)
					p.Match(GLSLParserCOMMA)
					if p.HasError() {
						// Recognition error - abort rule
						goto errorExit
					}
				}
				{
					p.SetState(260)
					p.SpirvArgument()
				}

				p.SetState(265)
				p.GetErrorHandler().Sync(p)
				if p.HasError() {
					goto errorExit
				}
				_la = p.GetTokenStream().LA(1)
			}
			{
				p.SetState(266)
				p.Match(GLSLParserRIGHT_PAREN)
				if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
				}
			}

		} else if p.HasError() { // JIM
			goto errorExit
		}

	default:
		p.SetError(antlr.NewNoViableAltException(p, nil, nil, nil, nil, nil))
		goto errorExit
	}

errorExit:
	if p.HasError() {
		v := p.GetError()
		localctx.SetException(v)
		p.GetErrorHandler().ReportError(p, v)
		p.GetErrorHandler().Recover(p, v)
		p.SetError(nil)
	}
	p.ExitRule()
	if true {
		return localctx
	}
	goto errorExit // the label must be used
}

// ISpirvArgumentContext is an interface to support dynamic dispatch.
type ISpirvArgumentContext interface {
	antlr.ParserRuleContext

	// GetParser returns the parser.
	GetParser() antlr.Parser

	// Getter signatures
	AllSpirvValue() []ISpirvValueContext
	SpirvValue(i int) ISpirvValueContext
	ASSIGN() antlr.TerminalNode

	// IsSpirvArgumentContext differentiates from other interfaces.
	IsSpirvArgumentContext()
}

type SpirvArgumentContext struct {
	antlr.BaseParserRuleContext
	parser antlr.Parser
}

func NewEmptySpirvArgumentContext() *SpirvArgumentContext {
	var p = new(SpirvArgumentContext)
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = GLSLParserRULE_spirvArgument
	return p
}

func InitEmptySpirvArgumentContext(p *SpirvArgumentContext) {
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = GLSLParserRULE_spirvArgument
}

func (*SpirvArgumentContext) IsSpirvArgumentContext() {}

func NewSpirvArgumentContext(parser antlr.Parser, parent antlr.ParserRuleContext, invokingState int) *SpirvArgumentContext {
	var p = new(SpirvArgumentContext)

	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, parent, invokingState)

	p.parser = parser
	p.RuleIndex = GLSLParserRULE_spirvArgument

	return p
}

func (s *SpirvArgumentContext) GetParser() antlr.Parser { return s.parser }

func (s *SpirvArgumentContext) AllSpirvValue() []ISpirvValueContext {
	children := s.GetChildren()
	len := 0
	for _, ctx := range children {
		if _, ok := ctx.(ISpirvValueContext); ok {
			len++
		}
	}

	tst := make([]ISpirvValueContext, len)
	i := 0
	for _, ctx := range children {
		if t, ok := ctx.(ISpirvValueContext); ok {
			tst[i] = t.(ISpirvValueContext)
			i++
		}
	}

	return tst
}

func (s *SpirvArgumentContext) SpirvValue(i int) ISpirvValueContext {
	var t antlr.RuleContext
	j := 0
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(ISpirvValueContext); ok {
			if j == i {
				t = ctx.(antlr.RuleContext)
				break
			}
			j++
		}
	}

	if t == nil {
		return nil
	}

	return t.(ISpirvValueContext)
}

func (s *SpirvArgumentContext) ASSIGN() antlr.TerminalNode {
	return s.GetToken(GLSLParserASSIGN, 0)
}

func (s *SpirvArgumentContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *SpirvArgumentContext) ToStringTree(ruleNames []string, recog antlr.Recognizer) string {
	return antlr.TreesStringTree(s, ruleNames, recog)
}

func (s *SpirvArgumentContext) Accept(visitor antlr.ParseTreeVisitor) interface{} {
	switch t := visitor.(type) {
	case GLSLParserVisitor:
		return t.VisitSpirvArgument(s)

	default:
		return t.VisitChildren(s)
	}
}

func (p *GLSLParser) SpirvArgument() (localctx ISpirvArgumentContext) {
	localctx = NewSpirvArgumentContext(p, p.GetParserRuleContext(), p.GetState())
	p.EnterRule(localctx, 30, GLSLParserRULE_spirvArgument)
	var _la int

	p.EnterOuterAlt(localctx, 1)
	{
		p.SetState(272)
		p.SpirvValue()
	}
	p.SetState(275)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}
	_la = p.GetTokenStream().LA(1)

	if _la == GLSLParserASSIGN {
		{
			p.SetState(273)
			p.Match(GLSLParserASSIGN)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(274)
			p.SpirvValue()
		}

	}

errorExit:
	if p.HasError() {
		v := p.GetError()
		localctx.SetException(v)
		p.GetErrorHandler().ReportError(p, v)
		p.GetErrorHandler().Recover(p, v)
		p.SetError(nil)
	}
	p.ExitRule()
	if true {
		return localctx
	}
	goto errorExit // the label must be used
}

// ISpirvValueContext is an interface to support dynamic dispatch.
type ISpirvValueContext interface {
	antlr.ParserRuleContext

	// GetParser returns the parser.
	GetParser() antlr.Parser

	// Getter signatures
	LEFT_BRACKET() antlr.TerminalNode
	AllConditionalExpression() []IConditionalExpressionContext
	ConditionalExpression(i int) IConditionalExpressionContext
	RIGHT_BRACKET() antlr.TerminalNode
	AllCOMMA() []antlr.TerminalNode
	COMMA(i int) antlr.TerminalNode

	// IsSpirvValueContext differentiates from other interfaces.
	IsSpirvValueContext()
}

type SpirvValueContext struct {
	antlr.BaseParserRuleContext
	parser antlr.Parser
}

func NewEmptySpirvValueContext() *SpirvValueContext {
	var p = new(SpirvValueContext)
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = GLSLParserRULE_spirvValue
	return p
}

func InitEmptySpirvValueContext(p *SpirvValueContext) {
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = GLSLParserRULE_spirvValue
}

func (*SpirvValueContext) IsSpirvValueContext() {}

func NewSpirvValueContext(parser antlr.Parser, parent antlr.ParserRuleContext, invokingState int) *SpirvValueContext {
	var p = new(SpirvValueContext)

	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, parent, invokingState)

	p.parser = parser
	p.RuleIndex = GLSLParserRULE_spirvValue

	return p
}

func (s *SpirvValueContext) GetParser() antlr.Parser { return s.parser }

func (s *SpirvValueContext) LEFT_BRACKET() antlr.TerminalNode {
	return s.GetToken(GLSLParserLEFT_BRACKET, 0)
}

func (s *SpirvValueContext) AllConditionalExpression() []IConditionalExpressionContext {
	children := s.GetChildren()
	len := 0
	for _, ctx := range children {
		if _, ok := ctx.(IConditionalExpressionContext); ok {
			len++
		}
	}

	tst := make([]IConditionalExpressionContext, len)
	i := 0
	for _, ctx := range children {
		if t, ok := ctx.(IConditionalExpressionContext); ok {
			tst[i] = t.(IConditionalExpressionContext)
			i++
		}
	}

	return tst
}

func (s *SpirvValueContext) ConditionalExpression(i int) IConditionalExpressionContext {
	var t antlr.RuleContext
	j := 0
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IConditionalExpressionContext); ok {
			if j == i {
				t = ctx.(antlr.RuleContext)
				break
			}
			j++
		}
	}

	if t == nil {
		return nil
	}

	return t.(IConditionalExpressionContext)
}

func (s *SpirvValueContext) RIGHT_BRACKET() antlr.TerminalNode {
	return s.GetToken(GLSLParserRIGHT_BRACKET, 0)
}

func (s *SpirvValueContext) AllCOMMA() []antlr.TerminalNode {
	return s.GetTokens(GLSLParserCOMMA)
}

func (s *SpirvValueContext) COMMA(i int) antlr.TerminalNode {
	return s.GetToken(GLSLParserCOMMA, i)
}

func (s *SpirvValueContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *SpirvValueContext) ToStringTree(ruleNames []string, recog antlr.Recognizer) string {
	return antlr.TreesStringTree(s, ruleNames, recog)
}

func (s *SpirvValueContext) Accept(visitor antlr.ParseTreeVisitor) interface{} {
	switch t := visitor.(type) {
	case GLSLParserVisitor:
		return t.VisitSpirvValue(s)

	default:
		return t.VisitChildren(s)
	}
}

func (p *GLSLParser) SpirvValue() (localctx ISpirvValueContext) {
	localctx = NewSpirvValueContext(p, p.GetParserRuleContext(), p.GetState())
	p.EnterRule(localctx, 32, GLSLParserRULE_spirvValue)
	var _la int

	p.SetState(289)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}

	switch p.GetInterpreter().AdaptivePredict(p.BaseParser, p.GetTokenStream(), 34, p.GetParserRuleContext()) {
	case 1:
		p.EnterOuterAlt(localctx, 1)
		{
			p.SetState(277)
			p.Match(GLSLParserLEFT_BRACKET)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(278)
			p.ConditionalExpression()
		}
		p.SetState(283)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		for _la == GLSLParserCOMMA {
			{
				p.SetState(279)
				p.Match(GLSLParserCOMMA)
				if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
				}
			}
			{
				p.SetState(280)
				p.ConditionalExpression()
			}

			p.SetState(285)
			p.GetErrorHandler().Sync(p)
			if p.HasError() {
				goto errorExit
			}
			_la = p.GetTokenStream().LA(1)
		}
		{
			p.SetState(286)
			p.Match(GLSLParserRIGHT_BRACKET)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}

	case 2:
		p.EnterOuterAlt(localctx, 2)
		{
			p.SetState(288)
			p.ConditionalExpression()
		}

	case antlr.ATNInvalidAltNumber:
		goto errorExit
	}

errorExit:
	if p.HasError() {
		v := p.GetError()
		localctx.SetException(v)
		p.GetErrorHandler().ReportError(p, v)
		p.GetErrorHandler().Recover(p, v)
		p.SetError(nil)
	}
	p.ExitRule()
	if true {
		return localctx
	}
	goto errorExit // the label must be used
}

// ILayoutQualifierIdContext is an interface to support dynamic dispatch.
type ILayoutQualifierIdContext interface {
	antlr.ParserRuleContext

	// GetParser returns the parser.
	GetParser() antlr.Parser

	// Getter signatures
	IDENTIFIER() antlr.TerminalNode
	ASSIGN() antlr.TerminalNode
	ConditionalExpression() IConditionalExpressionContext
	SHARED() antlr.TerminalNode

	// IsLayoutQualifierIdContext differentiates from other interfaces.
	IsLayoutQualifierIdContext()
}

type LayoutQualifierIdContext struct {
	antlr.BaseParserRuleContext
	parser antlr.Parser
}

func NewEmptyLayoutQualifierIdContext() *LayoutQualifierIdContext {
	var p = new(LayoutQualifierIdContext)
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = GLSLParserRULE_layoutQualifierId
	return p
}

func InitEmptyLayoutQualifierIdContext(p *LayoutQualifierIdContext) {
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = GLSLParserRULE_layoutQualifierId
}

func (*LayoutQualifierIdContext) IsLayoutQualifierIdContext() {}

func NewLayoutQualifierIdContext(parser antlr.Parser, parent antlr.ParserRuleContext, invokingState int) *LayoutQualifierIdContext {
	var p = new(LayoutQualifierIdContext)

	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, parent, invokingState)

	p.parser = parser
	p.RuleIndex = GLSLParserRULE_layoutQualifierId

	return p
}

func (s *LayoutQualifierIdContext) GetParser() antlr.Parser { return s.parser }

func (s *LayoutQualifierIdContext) IDENTIFIER() antlr.TerminalNode {
	return s.GetToken(GLSLParserIDENTIFIER, 0)
}

func (s *LayoutQualifierIdContext) ASSIGN() antlr.TerminalNode {
	return s.GetToken(GLSLParserASSIGN, 0)
}

func (s *LayoutQualifierIdContext) ConditionalExpression() IConditionalExpressionContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IConditionalExpressionContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IConditionalExpressionContext)
}

func (s *LayoutQualifierIdContext) SHARED() antlr.TerminalNode {
	return s.GetToken(GLSLParserSHARED, 0)
}

func (s *LayoutQualifierIdContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *LayoutQualifierIdContext) ToStringTree(ruleNames []string, recog antlr.Recognizer) string {
	return antlr.TreesStringTree(s, ruleNames, recog)
}

func (s *LayoutQualifierIdContext) Accept(visitor antlr.ParseTreeVisitor) interface{} {
	switch t := visitor.(type) {
	case GLSLParserVisitor:
		return t.VisitLayoutQualifierId(s)

	default:
		return t.VisitChildren(s)
	}
}

func (p *GLSLParser) LayoutQualifierId() (localctx ILayoutQualifierIdContext) {
	localctx = NewLayoutQualifierIdContext(p, p.GetParserRuleContext(), p.GetState())
	p.EnterRule(localctx, 34, GLSLParserRULE_layoutQualifierId)
	var _la int

	p.SetState(297)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}

	switch p.GetTokenStream().LA(1) {
	case GLSLParserIDENTIFIER:
		p.EnterOuterAlt(localctx, 1)
		{
			p.SetState(291)
			p.Match(GLSLParserIDENTIFIER)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		p.SetState(294)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		if _la == GLSLParserASSIGN {
			{
				p.SetState(292)
				p.Match(GLSLParserASSIGN)
				if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
				}
			}
			{
				p.SetState(293)
				p.ConditionalExpression()
			}

		}

	case GLSLParserSHARED:
		p.EnterOuterAlt(localctx, 2)
		{
			p.SetState(296)
			p.Match(GLSLParserSHARED)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}

	default:
		p.SetError(antlr.NewNoViableAltException(p, nil, nil, nil, nil, nil))
		goto errorExit
	}

errorExit:
	if p.HasError() {
		v := p.GetError()
		localctx.SetException(v)
		p.GetErrorHandler().ReportError(p, v)
		p.GetErrorHandler().Recover(p, v)
		p.SetError(nil)
	}
	p.ExitRule()
	if true {
		return localctx
	}
	goto errorExit // the label must be used
}

// ITypeSpecifierContext is an interface to support dynamic dispatch.
type ITypeSpecifierContext interface {
	antlr.ParserRuleContext

	// GetParser returns the parser.
	GetParser() antlr.Parser

	// Getter signatures
	TYPE() antlr.TerminalNode
	StructSpecifier() IStructSpecifierContext
	TypeName() ITypeNameContext
	ArraySpecifier() IArraySpecifierContext
	TypeParameters() ITypeParametersContext

	// IsTypeSpecifierContext differentiates from other interfaces.
	IsTypeSpecifierContext()
}

type TypeSpecifierContext struct {
	antlr.BaseParserRuleContext
	parser antlr.Parser
}

func NewEmptyTypeSpecifierContext() *TypeSpecifierContext {
	var p = new(TypeSpecifierContext)
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = GLSLParserRULE_typeSpecifier
	return p
}

func InitEmptyTypeSpecifierContext(p *TypeSpecifierContext) {
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = GLSLParserRULE_typeSpecifier
}

func (*TypeSpecifierContext) IsTypeSpecifierContext() {}

func NewTypeSpecifierContext(parser antlr.Parser, parent antlr.ParserRuleContext, invokingState int) *TypeSpecifierContext {
	var p = new(TypeSpecifierContext)

	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, parent, invokingState)

	p.parser = parser
	p.RuleIndex = GLSLParserRULE_typeSpecifier

	return p
}

func (s *TypeSpecifierContext) GetParser() antlr.Parser { return s.parser }

func (s *TypeSpecifierContext) TYPE() antlr.TerminalNode {
	return s.GetToken(GLSLParserTYPE, 0)
}

func (s *TypeSpecifierContext) StructSpecifier() IStructSpecifierContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IStructSpecifierContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IStructSpecifierContext)
}

func (s *TypeSpecifierContext) TypeName() ITypeNameContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(ITypeNameContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(ITypeNameContext)
}

func (s *TypeSpecifierContext) ArraySpecifier() IArraySpecifierContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IArraySpecifierContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IArraySpecifierContext)
}

func (s *TypeSpecifierContext) TypeParameters() ITypeParametersContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(ITypeParametersContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(ITypeParametersContext)
}

func (s *TypeSpecifierContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *TypeSpecifierContext) ToStringTree(ruleNames []string, recog antlr.Recognizer) string {
	return antlr.TreesStringTree(s, ruleNames, recog)
}

func (s *TypeSpecifierContext) Accept(visitor antlr.ParseTreeVisitor) interface{} {
	switch t := visitor.(type) {
	case GLSLParserVisitor:
		return t.VisitTypeSpecifier(s)

	default:
		return t.VisitChildren(s)
	}
}

func (p *GLSLParser) TypeSpecifier() (localctx ITypeSpecifierContext) {
	localctx = NewTypeSpecifierContext(p, p.GetParserRuleContext(), p.GetState())
	p.EnterRule(localctx, 36, GLSLParserRULE_typeSpecifier)
	var _la int

	p.EnterOuterAlt(localctx, 1)
	p.SetState(305)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}

	switch p.GetInterpreter().AdaptivePredict(p.BaseParser, p.GetTokenStream(), 38, p.GetParserRuleContext()) {
	case 1:
		{
			p.SetState(299)
			p.Match(GLSLParserTYPE)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		p.SetState(301)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		if _la == GLSLParserLT {
			{
				p.SetState(300)
				p.TypeParameters()
			}

		}

	case 2:
		{
			p.SetState(303)
			p.StructSpecifier()
		}

	case 3:
		{
			p.SetState(304)
			p.TypeName()
		}

	case antlr.ATNInvalidAltNumber:
		goto errorExit
	}
	p.SetState(308)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}
	_la = p.GetTokenStream().LA(1)

	if _la == GLSLParserLEFT_BRACKET {
		{
			p.SetState(307)
			p.ArraySpecifier()
		}

	}

errorExit:
	if p.HasError() {
		v := p.GetError()
		localctx.SetException(v)
		p.GetErrorHandler().ReportError(p, v)
		p.GetErrorHandler().Recover(p, v)
		p.SetError(nil)
	}
	p.ExitRule()
	if true {
		return localctx
	}
	goto errorExit // the label must be used
}

// ITypeParametersContext is an interface to support dynamic dispatch.
type ITypeParametersContext interface {
	antlr.ParserRuleContext

	// GetParser returns the parser.
	GetParser() antlr.Parser

	// Getter signatures
	LT() antlr.TerminalNode
	AllUnaryExpression() []IUnaryExpressionContext
	UnaryExpression(i int) IUnaryExpressionContext
	GT() antlr.TerminalNode
	AllCOMMA() []antlr.TerminalNode
	COMMA(i int) antlr.TerminalNode

	// IsTypeParametersContext differentiates from other interfaces.
	IsTypeParametersContext()
}

type TypeParametersContext struct {
	antlr.BaseParserRuleContext
	parser antlr.Parser
}

func NewEmptyTypeParametersContext() *TypeParametersContext {
	var p = new(TypeParametersContext)
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = GLSLParserRULE_typeParameters
	return p
}

func InitEmptyTypeParametersContext(p *TypeParametersContext) {
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = GLSLParserRULE_typeParameters
}

func (*TypeParametersContext) IsTypeParametersContext() {}

func NewTypeParametersContext(parser antlr.Parser, parent antlr.ParserRuleContext, invokingState int) *TypeParametersContext {
	var p = new(TypeParametersContext)

	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, parent, invokingState)

	p.parser = parser
	p.RuleIndex = GLSLParserRULE_typeParameters

	return p
}

func (s *TypeParametersContext) GetParser() antlr.Parser { return s.parser }

func (s *TypeParametersContext) LT() antlr.TerminalNode {
	return s.GetToken(GLSLParserLT, 0)
}

func (s *TypeParametersContext) AllUnaryExpression() []IUnaryExpressionContext {
	children := s.GetChildren()
	len := 0
	for _, ctx := range children {
		if _, ok := ctx.(IUnaryExpressionContext); ok {
			len++
		}
	}

	tst := make([]IUnaryExpressionContext, len)
	i := 0
	for _, ctx := range children {
		if t, ok := ctx.(IUnaryExpressionContext); ok {
			tst[i] = t.(IUnaryExpressionContext)
			i++
		}
	}

	return tst
}

func (s *TypeParametersContext) UnaryExpression(i int) IUnaryExpressionContext {
	var t antlr.RuleContext
	j := 0
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IUnaryExpressionContext); ok {
			if j == i {
				t = ctx.(antlr.RuleContext)
				break
			}
			j++
		}
	}

	if t == nil {
		return nil
	}

	return t.(IUnaryExpressionContext)
}

func (s *TypeParametersContext) GT() antlr.TerminalNode {
	return s.GetToken(GLSLParserGT, 0)
}

func (s *TypeParametersContext) AllCOMMA() []antlr.TerminalNode {
	return s.GetTokens(GLSLParserCOMMA)
}

func (s *TypeParametersContext) COMMA(i int) antlr.TerminalNode {
	return s.GetToken(GLSLParserCOMMA, i)
}

func (s *TypeParametersContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *TypeParametersContext) ToStringTree(ruleNames []string, recog antlr.Recognizer) string {
	return antlr.TreesStringTree(s, ruleNames, recog)
}

func (s *TypeParametersContext) Accept(visitor antlr.ParseTreeVisitor) interface{} {
	switch t := visitor.(type) {
	case GLSLParserVisitor:
		return t.VisitTypeParameters(s)

	default:
		return t.VisitChildren(s)
	}
}

func (p *GLSLParser) TypeParameters() (localctx ITypeParametersContext) {
	localctx = NewTypeParametersContext(p, p.GetParserRuleContext(), p.GetState())
	p.EnterRule(localctx, 38, GLSLParserRULE_typeParameters)
	var _la int

	p.EnterOuterAlt(localctx, 1)
	{
		p.SetState(310)
		p.Match(GLSLParserLT)
		if p.HasError() {
			// Recognition error - abort rule
			goto errorExit
		}
	}
	{
		p.SetState(311)
		p.UnaryExpression()
	}
	p.SetState(316)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}
	_la = p.GetTokenStream().LA(1)

	for _la == GLSLParserCOMMA {
		{
			p.SetState(312)
			p.Match(GLSLParserCOMMA)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(313)
			p.UnaryExpression()
		}

		p.SetState(318)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)
	}
	{
		p.SetState(319)
		p.Match(GLSLParserGT)
		if p.HasError() {
			// Recognition error - abort rule
			goto errorExit
		}
	}

errorExit:
	if p.HasError() {
		v := p.GetError()
		localctx.SetException(v)
		p.GetErrorHandler().ReportError(p, v)
		p.GetErrorHandler().Recover(p, v)
		p.SetError(nil)
	}
	p.ExitRule()
	if true {
		return localctx
	}
	goto errorExit // the label must be used
}

// ITypeNameContext is an interface to support dynamic dispatch.
type ITypeNameContext interface {
	antlr.ParserRuleContext

	// GetParser returns the parser.
	GetParser() antlr.Parser

	// Getter signatures
	IDENTIFIER() antlr.TerminalNode

	// IsTypeNameContext differentiates from other interfaces.
	IsTypeNameContext()
}

type TypeNameContext struct {
	antlr.BaseParserRuleContext
	parser antlr.Parser
}

func NewEmptyTypeNameContext() *TypeNameContext {
	var p = new(TypeNameContext)
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = GLSLParserRULE_typeName
	return p
}

func InitEmptyTypeNameContext(p *TypeNameContext) {
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = GLSLParserRULE_typeName
}

func (*TypeNameContext) IsTypeNameContext() {}

func NewTypeNameContext(parser antlr.Parser, parent antlr.ParserRuleContext, invokingState int) *TypeNameContext {
	var p = new(TypeNameContext)

	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, parent, invokingState)

	p.parser = parser
	p.RuleIndex = GLSLParserRULE_typeName

	return p
}

func (s *TypeNameContext) GetParser() antlr.Parser { return s.parser }

func (s *TypeNameContext) IDENTIFIER() antlr.TerminalNode {
	return s.GetToken(GLSLParserIDENTIFIER, 0)
}

func (s *TypeNameContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *TypeNameContext) ToStringTree(ruleNames []string, recog antlr.Recognizer) string {
	return antlr.TreesStringTree(s, ruleNames, recog)
}

func (s *TypeNameContext) Accept(visitor antlr.ParseTreeVisitor) interface{} {
	switch t := visitor.(type) {
	case GLSLParserVisitor:
		return t.VisitTypeName(s)

	default:
		return t.VisitChildren(s)
	}
}

func (p *GLSLParser) TypeName() (localctx ITypeNameContext) {
	localctx = NewTypeNameContext(p, p.GetParserRuleContext(), p.GetState())
	p.EnterRule(localctx, 40, GLSLParserRULE_typeName)
	p.EnterOuterAlt(localctx, 1)
	p.SetState(321)

	if !(p.isTypeName()) {
		p.SetError(antlr.NewFailedPredicateException(p, " p.isTypeName() ", ""))
		goto errorExit
	}
	{
		p.SetState(322)
		p.Match(GLSLParserIDENTIFIER)
		if p.HasError() {
			// Recognition error - abort rule
			goto errorExit
		}
	}

errorExit:
	if p.HasError() {
		v := p.GetError()
		localctx.SetException(v)
		p.GetErrorHandler().ReportError(p, v)
		p.GetErrorHandler().Recover(p, v)
		p.SetError(nil)
	}
	p.ExitRule()
	if true {
		return localctx
	}
	goto errorExit // the label must be used
}

// IStructSpecifierContext is an interface to support dynamic dispatch.
type IStructSpecifierContext interface {
	antlr.ParserRuleContext

	// GetParser returns the parser.
	GetParser() antlr.Parser

	// GetName returns the name token.
	GetName() antlr.Token

	// SetName sets the name token.
	SetName(antlr.Token)

	// Getter signatures
	STRUCT() antlr.TerminalNode
	LEFT_BRACE() antlr.TerminalNode
	RIGHT_BRACE() antlr.TerminalNode
	AllFieldDeclaration() []IFieldDeclarationContext
	FieldDeclaration(i int) IFieldDeclarationContext
	IDENTIFIER() antlr.TerminalNode

	// IsStructSpecifierContext differentiates from other interfaces.
	IsStructSpecifierContext()
}

type StructSpecifierContext struct {
	antlr.BaseParserRuleContext
	parser antlr.Parser
	name   antlr.Token
}

func NewEmptyStructSpecifierContext() *StructSpecifierContext {
	var p = new(StructSpecifierContext)
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = GLSLParserRULE_structSpecifier
	return p
}

func InitEmptyStructSpecifierContext(p *StructSpecifierContext) {
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = GLSLParserRULE_structSpecifier
}

func (*StructSpecifierContext) IsStructSpecifierContext() {}

func NewStructSpecifierContext(parser antlr.Parser, parent antlr.ParserRuleContext, invokingState int) *StructSpecifierContext {
	var p = new(StructSpecifierContext)

	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, parent, invokingState)

	p.parser = parser
	p.RuleIndex = GLSLParserRULE_structSpecifier

	return p
}

func (s *StructSpecifierContext) GetParser() antlr.Parser { return s.parser }

func (s *StructSpecifierContext) GetName() antlr.Token { return s.name }

func (s *StructSpecifierContext) SetName(v antlr.Token) { s.name = v }

func (s *StructSpecifierContext) STRUCT() antlr.TerminalNode {
	return s.GetToken(GLSLParserSTRUCT, 0)
}

func (s *StructSpecifierContext) LEFT_BRACE() antlr.TerminalNode {
	return s.GetToken(GLSLParserLEFT_BRACE, 0)
}

func (s *StructSpecifierContext) RIGHT_BRACE() antlr.TerminalNode {
	return s.GetToken(GLSLParserRIGHT_BRACE, 0)
}

func (s *StructSpecifierContext) AllFieldDeclaration() []IFieldDeclarationContext {
	children := s.GetChildren()
	len := 0
	for _, ctx := range children {
		if _, ok := ctx.(IFieldDeclarationContext); ok {
			len++
		}
	}

	tst := make([]IFieldDeclarationContext, len)
	i := 0
	for _, ctx := range children {
		if t, ok := ctx.(IFieldDeclarationContext); ok {
			tst[i] = t.(IFieldDeclarationContext)
			i++
		}
	}

	return tst
}

func (s *StructSpecifierContext) FieldDeclaration(i int) IFieldDeclarationContext {
	var t antlr.RuleContext
	j := 0
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IFieldDeclarationContext); ok {
			if j == i {
				t = ctx.(antlr.RuleContext)
				break
			}
			j++
		}
	}

	if t == nil {
		return nil
	}

	return t.(IFieldDeclarationContext)
}

func (s *StructSpecifierContext) IDENTIFIER() antlr.TerminalNode {
	return s.GetToken(GLSLParserIDENTIFIER, 0)
}

func (s *StructSpecifierContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *StructSpecifierContext) ToStringTree(ruleNames []string, recog antlr.Recognizer) string {
	return antlr.TreesStringTree(s, ruleNames, recog)
}

func (s *StructSpecifierContext) Accept(visitor antlr.ParseTreeVisitor) interface{} {
	switch t := visitor.(type) {
	case GLSLParserVisitor:
		return t.VisitStructSpecifier(s)

	default:
		return t.VisitChildren(s)
	}
}

func (p *GLSLParser) StructSpecifier() (localctx IStructSpecifierContext) {
	localctx = NewStructSpecifierContext(p, p.GetParserRuleContext(), p.GetState())
	p.EnterRule(localctx, 42, GLSLParserRULE_structSpecifier)
	var _la int

	var _alt int

	p.EnterOuterAlt(localctx, 1)
	{
		p.SetState(324)
		p.Match(GLSLParserSTRUCT)
		if p.HasError() {
			// Recognition error - abort rule
			goto errorExit
		}
	}
	p.SetState(327)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}
	_la = p.GetTokenStream().LA(1)

	if _la == GLSLParserIDENTIFIER {
		{
			p.SetState(325)

			var _m = p.Match(GLSLParserIDENTIFIER)

			localctx.(*StructSpecifierContext).name = _m
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		p.declare(localctx.(*StructSpecifierContext).GetName(), true)

	}
	{
		p.SetState(329)
		p.Match(GLSLParserLEFT_BRACE)
		if p.HasError() {
			// Recognition error - abort rule
			goto errorExit
		}
	}
	p.SetState(331)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}
	_alt = 1
	for ok := true; ok; ok = _alt != 2 && _alt != antlr.ATNInvalidAltNumber {
		switch _alt {
		case 1:
			{
				p.SetState(330)
				p.FieldDeclaration()
			}

		default:
			p.SetError(antlr.NewNoViableAltException(p, nil, nil, nil, nil, nil))
			goto errorExit
		}

		p.SetState(333)
		p.GetErrorHandler().Sync(p)
		_alt = p.GetInterpreter().AdaptivePredict(p.BaseParser, p.GetTokenStream(), 42, p.GetParserRuleContext())
		if p.HasError() {
			goto errorExit
		}
	}
	{
		p.SetState(335)
		p.Match(GLSLParserRIGHT_BRACE)
		if p.HasError() {
			// Recognition error - abort rule
			goto errorExit
		}
	}

errorExit:
	if p.HasError() {
		v := p.GetError()
		localctx.SetException(v)
		p.GetErrorHandler().ReportError(p, v)
		p.GetErrorHandler().Recover(p, v)
		p.SetError(nil)
	}
	p.ExitRule()
	if true {
		return localctx
	}
	goto errorExit // the label must be used
}

// IArraySpecifierContext is an interface to support dynamic dispatch.
type IArraySpecifierContext interface {
	antlr.ParserRuleContext

	// GetParser returns the parser.
	GetParser() antlr.Parser

	// Getter signatures
	AllArrayDimension() []IArrayDimensionContext
	ArrayDimension(i int) IArrayDimensionContext

	// IsArraySpecifierContext differentiates from other interfaces.
	IsArraySpecifierContext()
}

type ArraySpecifierContext struct {
	antlr.BaseParserRuleContext
	parser antlr.Parser
}

func NewEmptyArraySpecifierContext() *ArraySpecifierContext {
	var p = new(ArraySpecifierContext)
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = GLSLParserRULE_arraySpecifier
	return p
}

func InitEmptyArraySpecifierContext(p *ArraySpecifierContext) {
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = GLSLParserRULE_arraySpecifier
}

func (*ArraySpecifierContext) IsArraySpecifierContext() {}

func NewArraySpecifierContext(parser antlr.Parser, parent antlr.ParserRuleContext, invokingState int) *ArraySpecifierContext {
	var p = new(ArraySpecifierContext)

	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, parent, invokingState)

	p.parser = parser
	p.RuleIndex = GLSLParserRULE_arraySpecifier

	return p
}

func (s *ArraySpecifierContext) GetParser() antlr.Parser { return s.parser }

func (s *ArraySpecifierContext) AllArrayDimension() []IArrayDimensionContext {
	children := s.GetChildren()
	len := 0
	for _, ctx := range children {
		if _, ok := ctx.(IArrayDimensionContext); ok {
			len++
		}
	}

	tst := make([]IArrayDimensionContext, len)
	i := 0
	for _, ctx := range children {
		if t, ok := ctx.(IArrayDimensionContext); ok {
			tst[i] = t.(IArrayDimensionContext)
			i++
		}
	}

	return tst
}

func (s *ArraySpecifierContext) ArrayDimension(i int) IArrayDimensionContext {
	var t antlr.RuleContext
	j := 0
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IArrayDimensionContext); ok {
			if j == i {
				t = ctx.(antlr.RuleContext)
				break
			}
			j++
		}
	}

	if t == nil {
		return nil
	}

	return t.(IArrayDimensionContext)
}

func (s *ArraySpecifierContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *ArraySpecifierContext) ToStringTree(ruleNames []string, recog antlr.Recognizer) string {
	return antlr.TreesStringTree(s, ruleNames, recog)
}

func (s *ArraySpecifierContext) Accept(visitor antlr.ParseTreeVisitor) interface{} {
	switch t := visitor.(type) {
	case GLSLParserVisitor:
		return t.VisitArraySpecifier(s)

	default:
		return t.VisitChildren(s)
	}
}

func (p *GLSLParser) ArraySpecifier() (localctx IArraySpecifierContext) {
	localctx = NewArraySpecifierContext(p, p.GetParserRuleContext(), p.GetState())
	p.EnterRule(localctx, 44, GLSLParserRULE_arraySpecifier)
	var _la int

	p.EnterOuterAlt(localctx, 1)
	p.SetState(338)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}
	_la = p.GetTokenStream().LA(1)

	for ok := true; ok; ok = _la == GLSLParserLEFT_BRACKET {
		{
			p.SetState(337)
			p.ArrayDimension()
		}

		p.SetState(340)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)
	}

errorExit:
	if p.HasError() {
		v := p.GetError()
		localctx.SetException(v)
		p.GetErrorHandler().ReportError(p, v)
		p.GetErrorHandler().Recover(p, v)
		p.SetError(nil)
	}
	p.ExitRule()
	if true {
		return localctx
	}
	goto errorExit // the label must be used
}

// IArrayDimensionContext is an interface to support dynamic dispatch.
type IArrayDimensionContext interface {
	antlr.ParserRuleContext

	// GetParser returns the parser.
	GetParser() antlr.Parser

	// Getter signatures
	LEFT_BRACKET() antlr.TerminalNode
	RIGHT_BRACKET() antlr.TerminalNode
	ConditionalExpression() IConditionalExpressionContext

	// IsArrayDimensionContext differentiates from other interfaces.
	IsArrayDimensionContext()
}

type ArrayDimensionContext struct {
	antlr.BaseParserRuleContext
	parser antlr.Parser
}

func NewEmptyArrayDimensionContext() *ArrayDimensionContext {
	var p = new(ArrayDimensionContext)
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = GLSLParserRULE_arrayDimension
	return p
}

func InitEmptyArrayDimensionContext(p *ArrayDimensionContext) {
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = GLSLParserRULE_arrayDimension
}

func (*ArrayDimensionContext) IsArrayDimensionContext() {}

func NewArrayDimensionContext(parser antlr.Parser, parent antlr.ParserRuleContext, invokingState int) *ArrayDimensionContext {
	var p = new(ArrayDimensionContext)

	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, parent, invokingState)

	p.parser = parser
	p.RuleIndex = GLSLParserRULE_arrayDimension

	return p
}

func (s *ArrayDimensionContext) GetParser() antlr.Parser { return s.parser }

func (s *ArrayDimensionContext) LEFT_BRACKET() antlr.TerminalNode {
	return s.GetToken(GLSLParserLEFT_BRACKET, 0)
}

func (s *ArrayDimensionContext) RIGHT_BRACKET() antlr.TerminalNode {
	return s.GetToken(GLSLParserRIGHT_BRACKET, 0)
}

func (s *ArrayDimensionContext) ConditionalExpression() IConditionalExpressionContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IConditionalExpressionContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IConditionalExpressionContext)
}

func (s *ArrayDimensionContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *ArrayDimensionContext) ToStringTree(ruleNames []string, recog antlr.Recognizer) string {
	return antlr.TreesStringTree(s, ruleNames, recog)
}

func (s *ArrayDimensionContext) Accept(visitor antlr.ParseTreeVisitor) interface{} {
	switch t := visitor.(type) {
	case GLSLParserVisitor:
		return t.VisitArrayDimension(s)

	default:
		return t.VisitChildren(s)
	}
}

func (p *GLSLParser) ArrayDimension() (localctx IArrayDimensionContext) {
	localctx = NewArrayDimensionContext(p, p.GetParserRuleContext(), p.GetState())
	p.EnterRule(localctx, 46, GLSLParserRULE_arrayDimension)
	p.EnterOuterAlt(localctx, 1)
	{
		p.SetState(342)
		p.Match(GLSLParserLEFT_BRACKET)
		if p.HasError() {
			// Recognition error - abort rule
			goto errorExit
		}
	}
	p.SetState(344)
	p.GetErrorHandler().Sync(p)

	if p.GetInterpreter().AdaptivePredict(p.BaseParser, p.GetTokenStream(), 44, p.GetParserRuleContext()) == 1 {
		{
			p.SetState(343)
			p.ConditionalExpression()
		}

	} else if p.HasError() { // JIM
		goto errorExit
	}
	{
		p.SetState(346)
		p.Match(GLSLParserRIGHT_BRACKET)
		if p.HasError() {
			// Recognition error - abort rule
			goto errorExit
		}
	}

errorExit:
	if p.HasError() {
		v := p.GetError()
		localctx.SetException(v)
		p.GetErrorHandler().ReportError(p, v)
		p.GetErrorHandler().Recover(p, v)
		p.SetError(nil)
	}
	p.ExitRule()
	if true {
		return localctx
	}
	goto errorExit // the label must be used
}

// IAttributeContext is an interface to support dynamic dispatch.
type IAttributeContext interface {
	antlr.ParserRuleContext

	// GetParser returns the parser.
	GetParser() antlr.Parser

	// Getter signatures
	AllLEFT_BRACKET() []antlr.TerminalNode
	LEFT_BRACKET(i int) antlr.TerminalNode
	AllSingleAttribute() []ISingleAttributeContext
	SingleAttribute(i int) ISingleAttributeContext
	AllRIGHT_BRACKET() []antlr.TerminalNode
	RIGHT_BRACKET(i int) antlr.TerminalNode
	AllCOMMA() []antlr.TerminalNode
	COMMA(i int) antlr.TerminalNode

	// IsAttributeContext differentiates from other interfaces.
	IsAttributeContext()
}

type AttributeContext struct {
	antlr.BaseParserRuleContext
	parser antlr.Parser
}

func NewEmptyAttributeContext() *AttributeContext {
	var p = new(AttributeContext)
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = GLSLParserRULE_attribute
	return p
}

func InitEmptyAttributeContext(p *AttributeContext) {
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = GLSLParserRULE_attribute
}

func (*AttributeContext) IsAttributeContext() {}

func NewAttributeContext(parser antlr.Parser, parent antlr.ParserRuleContext, invokingState int) *AttributeContext {
	var p = new(AttributeContext)

	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, parent, invokingState)

	p.parser = parser
	p.RuleIndex = GLSLParserRULE_attribute

	return p
}

func (s *AttributeContext) GetParser() antlr.Parser { return s.parser }

func (s *AttributeContext) AllLEFT_BRACKET() []antlr.TerminalNode {
	return s.GetTokens(GLSLParserLEFT_BRACKET)
}

func (s *AttributeContext) LEFT_BRACKET(i int) antlr.TerminalNode {
	return s.GetToken(GLSLParserLEFT_BRACKET, i)
}

func (s *AttributeContext) AllSingleAttribute() []ISingleAttributeContext {
	children := s.GetChildren()
	len := 0
	for _, ctx := range children {
		if _, ok := ctx.(ISingleAttributeContext); ok {
			len++
		}
	}

	tst := make([]ISingleAttributeContext, len)
	i := 0
	for _, ctx := range children {
		if t, ok := ctx.(ISingleAttributeContext); ok {
			tst[i] = t.(ISingleAttributeContext)
			i++
		}
	}

	return tst
}

func (s *AttributeContext) SingleAttribute(i int) ISingleAttributeContext {
	var t antlr.RuleContext
	j := 0
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(ISingleAttributeContext); ok {
			if j == i {
				t = ctx.(antlr.RuleContext)
				break
			}
			j++
		}
	}

	if t == nil {
		return nil
	}

	return t.(ISingleAttributeContext)
}

func (s *AttributeContext) AllRIGHT_BRACKET() []antlr.TerminalNode {
	return s.GetTokens(GLSLParserRIGHT_BRACKET)
}

func (s *AttributeContext) RIGHT_BRACKET(i int) antlr.TerminalNode {
	return s.GetToken(GLSLParserRIGHT_BRACKET, i)
}

func (s *AttributeContext) AllCOMMA() []antlr.TerminalNode {
	return s.GetTokens(GLSLParserCOMMA)
}

func (s *AttributeContext) COMMA(i int) antlr.TerminalNode {
	return s.GetToken(GLSLParserCOMMA, i)
}

func (s *AttributeContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *AttributeContext) ToStringTree(ruleNames []string, recog antlr.Recognizer) string {
	return antlr.TreesStringTree(s, ruleNames, recog)
}

func (s *AttributeContext) Accept(visitor antlr.ParseTreeVisitor) interface{} {
	switch t := visitor.(type) {
	case GLSLParserVisitor:
		return t.VisitAttribute(s)

	default:
		return t.VisitChildren(s)
	}
}

func (p *GLSLParser) Attribute() (localctx IAttributeContext) {
	localctx = NewAttributeContext(p, p.GetParserRuleContext(), p.GetState())
	p.EnterRule(localctx, 48, GLSLParserRULE_attribute)
	var _la int

	p.EnterOuterAlt(localctx, 1)
	{
		p.SetState(348)
		p.Match(GLSLParserLEFT_BRACKET)
		if p.HasError() {
			// Recognition error - abort rule
			goto errorExit
		}
	}
	{
		p.SetState(349)
		p.Match(GLSLParserLEFT_BRACKET)
		if p.HasError() {
			// Recognition error - abort rule
			goto errorExit
		}
	}
	{
		p.SetState(350)
		p.SingleAttribute()
	}
	p.SetState(355)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}
	_la = p.GetTokenStream().LA(1)

	for _la == GLSLParserCOMMA {
		{
			p.SetState(351)
			p.Match(GLSLParserCOMMA)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(352)
			p.SingleAttribute()
		}

		p.SetState(357)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)
	}
	{
		p.SetState(358)
		p.Match(GLSLParserRIGHT_BRACKET)
		if p.HasError() {
			// Recognition error - abort rule
			goto errorExit
		}
	}
	{
		p.SetState(359)
		p.Match(GLSLParserRIGHT_BRACKET)
		if p.HasError() {
			// Recognition error - abort rule
			goto errorExit
		}
	}

errorExit:
	if p.HasError() {
		v := p.GetError()
		localctx.SetException(v)
		p.GetErrorHandler().ReportError(p, v)
		p.GetErrorHandler().Recover(p, v)
		p.SetError(nil)
	}
	p.ExitRule()
	if true {
		return localctx
	}
	goto errorExit // the label must be used
}

// ISingleAttributeContext is an interface to support dynamic dispatch.
type ISingleAttributeContext interface {
	antlr.ParserRuleContext

	// GetParser returns the parser.
	GetParser() antlr.Parser

	// Getter signatures
	IDENTIFIER() antlr.TerminalNode
	LEFT_PAREN() antlr.TerminalNode
	AllConditionalExpression() []IConditionalExpressionContext
	ConditionalExpression(i int) IConditionalExpressionContext
	RIGHT_PAREN() antlr.TerminalNode
	AllCOMMA() []antlr.TerminalNode
	COMMA(i int) antlr.TerminalNode

	// IsSingleAttributeContext differentiates from other interfaces.
	IsSingleAttributeContext()
}

type SingleAttributeContext struct {
	antlr.BaseParserRuleContext
	parser antlr.Parser
}

func NewEmptySingleAttributeContext() *SingleAttributeContext {
	var p = new(SingleAttributeContext)
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = GLSLParserRULE_singleAttribute
	return p
}

func InitEmptySingleAttributeContext(p *SingleAttributeContext) {
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = GLSLParserRULE_singleAttribute
}

func (*SingleAttributeContext) IsSingleAttributeContext() {}

func NewSingleAttributeContext(parser antlr.Parser, parent antlr.ParserRuleContext, invokingState int) *SingleAttributeContext {
	var p = new(SingleAttributeContext)

	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, parent, invokingState)

	p.parser = parser
	p.RuleIndex = GLSLParserRULE_singleAttribute

	return p
}

func (s *SingleAttributeContext) GetParser() antlr.Parser { return s.parser }

func (s *SingleAttributeContext) IDENTIFIER() antlr.TerminalNode {
	return s.GetToken(GLSLParserIDENTIFIER, 0)
}

func (s *SingleAttributeContext) LEFT_PAREN() antlr.TerminalNode {
	return s.GetToken(GLSLParserLEFT_PAREN, 0)
}

func (s *SingleAttributeContext) AllConditionalExpression() []IConditionalExpressionContext {
	children := s.GetChildren()
	len := 0
	for _, ctx := range children {
		if _, ok := ctx.(IConditionalExpressionContext); ok {
			len++
		}
	}

	tst := make([]IConditionalExpressionContext, len)
	i := 0
	for _, ctx := range children {
		if t, ok := ctx.(IConditionalExpressionContext); ok {
			tst[i] = t.(IConditionalExpressionContext)
			i++
		}
	}

	return tst
}

func (s *SingleAttributeContext) ConditionalExpression(i int) IConditionalExpressionContext {
	var t antlr.RuleContext
	j := 0
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IConditionalExpressionContext); ok {
			if j == i {
				t = ctx.(antlr.RuleContext)
				break
			}
			j++
		}
	}

	if t == nil {
		return nil
	}

	return t.(IConditionalExpressionContext)
}

func (s *SingleAttributeContext) RIGHT_PAREN() antlr.TerminalNode {
	return s.GetToken(GLSLParserRIGHT_PAREN, 0)
}

func (s *SingleAttributeContext) AllCOMMA() []antlr.TerminalNode {
	return s.GetTokens(GLSLParserCOMMA)
}

func (s *SingleAttributeContext) COMMA(i int) antlr.TerminalNode {
	return s.GetToken(GLSLParserCOMMA, i)
}

func (s *SingleAttributeContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *SingleAttributeContext) ToStringTree(ruleNames []string, recog antlr.Recognizer) string {
	return antlr.TreesStringTree(s, ruleNames, recog)
}

func (s *SingleAttributeContext) Accept(visitor antlr.ParseTreeVisitor) interface{} {
	switch t := visitor.(type) {
	case GLSLParserVisitor:
		return t.VisitSingleAttribute(s)

	default:
		return t.VisitChildren(s)
	}
}

func (p *GLSLParser) SingleAttribute() (localctx ISingleAttributeContext) {
	localctx = NewSingleAttributeContext(p, p.GetParserRuleContext(), p.GetState())
	p.EnterRule(localctx, 50, GLSLParserRULE_singleAttribute)
	var _la int

	p.EnterOuterAlt(localctx, 1)
	{
		p.SetState(361)
		p.Match(GLSLParserIDENTIFIER)
		if p.HasError() {
			// Recognition error - abort rule
			goto errorExit
		}
	}
	p.SetState(373)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}
	_la = p.GetTokenStream().LA(1)

	if _la == GLSLParserLEFT_PAREN {
		{
			p.SetState(362)
			p.Match(GLSLParserLEFT_PAREN)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(363)
			p.ConditionalExpression()
		}
		p.SetState(368)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		for _la == GLSLParserCOMMA {
			{
				p.SetState(364)
				p.Match(GLSLParserCOMMA)
				if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
				}
			}
			{
				p.SetState(365)
				p.ConditionalExpression()
			}

			p.SetState(370)
			p.GetErrorHandler().Sync(p)
			if p.HasError() {
				goto errorExit
			}
			_la = p.GetTokenStream().LA(1)
		}
		{
			p.SetState(371)
			p.Match(GLSLParserRIGHT_PAREN)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}

	}

errorExit:
	if p.HasError() {
		v := p.GetError()
		localctx.SetException(v)
		p.GetErrorHandler().ReportError(p, v)
		p.GetErrorHandler().Recover(p, v)
		p.SetError(nil)
	}
	p.ExitRule()
	if true {
		return localctx
	}
	goto errorExit // the label must be used
}

// IStatementContext is an interface to support dynamic dispatch.
type IStatementContext interface {
	antlr.ParserRuleContext

	// GetParser returns the parser.
	GetParser() antlr.Parser

	// Getter signatures
	CompoundStatement() ICompoundStatementContext
	SimpleStatement() ISimpleStatementContext
	AllAttribute() []IAttributeContext
	Attribute(i int) IAttributeContext

	// IsStatementContext differentiates from other interfaces.
	IsStatementContext()
}

type StatementContext struct {
	antlr.BaseParserRuleContext
	parser antlr.Parser
}

func NewEmptyStatementContext() *StatementContext {
	var p = new(StatementContext)
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = GLSLParserRULE_statement
	return p
}

func InitEmptyStatementContext(p *StatementContext) {
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = GLSLParserRULE_statement
}

func (*StatementContext) IsStatementContext() {}

func NewStatementContext(parser antlr.Parser, parent antlr.ParserRuleContext, invokingState int) *StatementContext {
	var p = new(StatementContext)

	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, parent, invokingState)

	p.parser = parser
	p.RuleIndex = GLSLParserRULE_statement

	return p
}

func (s *StatementContext) GetParser() antlr.Parser { return s.parser }

func (s *StatementContext) CompoundStatement() ICompoundStatementContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(ICompoundStatementContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(ICompoundStatementContext)
}

func (s *StatementContext) SimpleStatement() ISimpleStatementContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(ISimpleStatementContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(ISimpleStatementContext)
}

func (s *StatementContext) AllAttribute() []IAttributeContext {
	children := s.GetChildren()
	len := 0
	for _, ctx := range children {
		if _, ok := ctx.(IAttributeContext); ok {
			len++
		}
	}

	tst := make([]IAttributeContext, len)
	i := 0
	for _, ctx := range children {
		if t, ok := ctx.(IAttributeContext); ok {
			tst[i] = t.(IAttributeContext)
			i++
		}
	}

	return tst
}

func (s *StatementContext) Attribute(i int) IAttributeContext {
	var t antlr.RuleContext
	j := 0
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IAttributeContext); ok {
			if j == i {
				t = ctx.(antlr.RuleContext)
				break
			}
			j++
		}
	}

	if t == nil {
		return nil
	}

	return t.(IAttributeContext)
}

func (s *StatementContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *StatementContext) ToStringTree(ruleNames []string, recog antlr.Recognizer) string {
	return antlr.TreesStringTree(s, ruleNames, recog)
}

func (s *StatementContext) Accept(visitor antlr.ParseTreeVisitor) interface{} {
	switch t := visitor.(type) {
	case GLSLParserVisitor:
		return t.VisitStatement(s)

	default:
		return t.VisitChildren(s)
	}
}

func (p *GLSLParser) Statement() (localctx IStatementContext) {
	localctx = NewStatementContext(p, p.GetParserRuleContext(), p.GetState())
	p.EnterRule(localctx, 52, GLSLParserRULE_statement)
	var _alt int

	p.EnterOuterAlt(localctx, 1)
	p.SetState(378)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}
	_alt = p.GetInterpreter().AdaptivePredict(p.BaseParser, p.GetTokenStream(), 48, p.GetParserRuleContext())
	if p.HasError() {
		goto errorExit
	}
	for _alt != 2 && _alt != antlr.ATNInvalidAltNumber {
		if _alt == 1 {
			{
				p.SetState(375)
				p.Attribute()
			}

		}
		p.SetState(380)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_alt = p.GetInterpreter().AdaptivePredict(p.BaseParser, p.GetTokenStream(), 48, p.GetParserRuleContext())
		if p.HasError() {
			goto errorExit
		}
	}
	p.SetState(383)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}

	switch p.GetInterpreter().AdaptivePredict(p.BaseParser, p.GetTokenStream(), 49, p.GetParserRuleContext()) {
	case 1:
		{
			p.SetState(381)
			p.CompoundStatement()
		}

	case 2:
		{
			p.SetState(382)
			p.SimpleStatement()
		}

	case antlr.ATNInvalidAltNumber:
		goto errorExit
	}

errorExit:
	if p.HasError() {
		v := p.GetError()
		localctx.SetException(v)
		p.GetErrorHandler().ReportError(p, v)
		p.GetErrorHandler().Recover(p, v)
		p.SetError(nil)
	}
	p.ExitRule()
	if true {
		return localctx
	}
	goto errorExit // the label must be used
}

// ICompoundStatementContext is an interface to support dynamic dispatch.
type ICompoundStatementContext interface {
	antlr.ParserRuleContext

	// GetParser returns the parser.
	GetParser() antlr.Parser

	// Getter signatures
	LEFT_BRACE() antlr.TerminalNode
	RIGHT_BRACE() antlr.TerminalNode
	AllStatement() []IStatementContext
	Statement(i int) IStatementContext

	// IsCompoundStatementContext differentiates from other interfaces.
	IsCompoundStatementContext()
}

type CompoundStatementContext struct {
	antlr.BaseParserRuleContext
	parser antlr.Parser
}

func NewEmptyCompoundStatementContext() *CompoundStatementContext {
	var p = new(CompoundStatementContext)
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = GLSLParserRULE_compoundStatement
	return p
}

func InitEmptyCompoundStatementContext(p *CompoundStatementContext) {
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = GLSLParserRULE_compoundStatement
}

func (*CompoundStatementContext) IsCompoundStatementContext() {}

func NewCompoundStatementContext(parser antlr.Parser, parent antlr.ParserRuleContext, invokingState int) *CompoundStatementContext {
	var p = new(CompoundStatementContext)

	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, parent, invokingState)

	p.parser = parser
	p.RuleIndex = GLSLParserRULE_compoundStatement

	return p
}

func (s *CompoundStatementContext) GetParser() antlr.Parser { return s.parser }

func (s *CompoundStatementContext) LEFT_BRACE() antlr.TerminalNode {
	return s.GetToken(GLSLParserLEFT_BRACE, 0)
}

func (s *CompoundStatementContext) RIGHT_BRACE() antlr.TerminalNode {
	return s.GetToken(GLSLParserRIGHT_BRACE, 0)
}

func (s *CompoundStatementContext) AllStatement() []IStatementContext {
	children := s.GetChildren()
	len := 0
	for _, ctx := range children {
		if _, ok := ctx.(IStatementContext); ok {
			len++
		}
	}

	tst := make([]IStatementContext, len)
	i := 0
	for _, ctx := range children {
		if t, ok := ctx.(IStatementContext); ok {
			tst[i] = t.(IStatementContext)
			i++
		}
	}

	return tst
}

func (s *CompoundStatementContext) Statement(i int) IStatementContext {
	var t antlr.RuleContext
	j := 0
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IStatementContext); ok {
			if j == i {
				t = ctx.(antlr.RuleContext)
				break
			}
			j++
		}
	}

	if t == nil {
		return nil
	}

	return t.(IStatementContext)
}

func (s *CompoundStatementContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *CompoundStatementContext) ToStringTree(ruleNames []string, recog antlr.Recognizer) string {
	return antlr.TreesStringTree(s, ruleNames, recog)
}

func (s *CompoundStatementContext) Accept(visitor antlr.ParseTreeVisitor) interface{} {
	switch t := visitor.(type) {
	case GLSLParserVisitor:
		return t.VisitCompoundStatement(s)

	default:
		return t.VisitChildren(s)
	}
}

func (p *GLSLParser) CompoundStatement() (localctx ICompoundStatementContext) {
	localctx = NewCompoundStatementContext(p, p.GetParserRuleContext(), p.GetState())
	p.EnterRule(localctx, 54, GLSLParserRULE_compoundStatement)
	p.pushScope()
	var _alt int

	p.EnterOuterAlt(localctx, 1)
	{
		p.SetState(385)
		p.Match(GLSLParserLEFT_BRACE)
		if p.HasError() {
			// Recognition error - abort rule
			goto errorExit
		}
	}
	p.SetState(389)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}
	_alt = p.GetInterpreter().AdaptivePredict(p.BaseParser, p.GetTokenStream(), 50, p.GetParserRuleContext())
	if p.HasError() {
		goto errorExit
	}
	for _alt != 2 && _alt != antlr.ATNInvalidAltNumber {
		if _alt == 1 {
			{
				p.SetState(386)
				p.Statement()
			}

		}
		p.SetState(391)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_alt = p.GetInterpreter().AdaptivePredict(p.BaseParser, p.GetTokenStream(), 50, p.GetParserRuleContext())
		if p.HasError() {
			goto errorExit
		}
	}
	{
		p.SetState(392)
		p.Match(GLSLParserRIGHT_BRACE)
		if p.HasError() {
			// Recognition error - abort rule
			goto errorExit
		}
	}

errorExit:
	if p.HasError() {
		v := p.GetError()
		localctx.SetException(v)
		p.GetErrorHandler().ReportError(p, v)
		p.GetErrorHandler().Recover(p, v)
		p.SetError(nil)
	}
	p.popScope()
	p.ExitRule()
	if true {
		return localctx
	}
	goto errorExit // the label must be used
}

// ISimpleStatementContext is an interface to support dynamic dispatch.
type ISimpleStatementContext interface {
	antlr.ParserRuleContext

	// GetParser returns the parser.
	GetParser() antlr.Parser
	// IsSimpleStatementContext differentiates from other interfaces.
	IsSimpleStatementContext()
}

type SimpleStatementContext struct {
	antlr.BaseParserRuleContext
	parser antlr.Parser
}

func NewEmptySimpleStatementContext() *SimpleStatementContext {
	var p = new(SimpleStatementContext)
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = GLSLParserRULE_simpleStatement
	return p
}

func InitEmptySimpleStatementContext(p *SimpleStatementContext) {
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = GLSLParserRULE_simpleStatement
}

func (*SimpleStatementContext) IsSimpleStatementContext() {}

func NewSimpleStatementContext(parser antlr.Parser, parent antlr.ParserRuleContext, invokingState int) *SimpleStatementContext {
	var p = new(SimpleStatementContext)

	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, parent, invokingState)

	p.parser = parser
	p.RuleIndex = GLSLParserRULE_simpleStatement

	return p
}

func (s *SimpleStatementContext) GetParser() antlr.Parser { return s.parser }

func (s *SimpleStatementContext) CopyAll(ctx *SimpleStatementContext) {
	s.CopyFrom(&ctx.BaseParserRuleContext)
}

func (s *SimpleStatementContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *SimpleStatementContext) ToStringTree(ruleNames []string, recog antlr.Recognizer) string {
	return antlr.TreesStringTree(s, ruleNames, recog)
}

type WhileLoopContext struct {
	SimpleStatementContext
}

func NewWhileLoopContext(parser antlr.Parser, ctx antlr.ParserRuleContext) *WhileLoopContext {
	var p = new(WhileLoopContext)

	InitEmptySimpleStatementContext(&p.SimpleStatementContext)
	p.parser = parser
	p.CopyAll(ctx.(*SimpleStatementContext))

	return p
}

func (s *WhileLoopContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *WhileLoopContext) WhileStatement() IWhileStatementContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IWhileStatementContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IWhileStatementContext)
}

func (s *WhileLoopContext) Accept(visitor antlr.ParseTreeVisitor) interface{} {
	switch t := visitor.(type) {
	case GLSLParserVisitor:
		return t.VisitWhileLoop(s)

	default:
		return t.VisitChildren(s)
	}
}

type BreakStatementContext struct {
	SimpleStatementContext
}

func NewBreakStatementContext(parser antlr.Parser, ctx antlr.ParserRuleContext) *BreakStatementContext {
	var p = new(BreakStatementContext)

	InitEmptySimpleStatementContext(&p.SimpleStatementContext)
	p.parser = parser
	p.CopyAll(ctx.(*SimpleStatementContext))

	return p
}

func (s *BreakStatementContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *BreakStatementContext) BREAK() antlr.TerminalNode {
	return s.GetToken(GLSLParserBREAK, 0)
}

func (s *BreakStatementContext) SEMICOLON() antlr.TerminalNode {
	return s.GetToken(GLSLParserSEMICOLON, 0)
}

func (s *BreakStatementContext) Accept(visitor antlr.ParseTreeVisitor) interface{} {
	switch t := visitor.(type) {
	case GLSLParserVisitor:
		return t.VisitBreakStatement(s)

	default:
		return t.VisitChildren(s)
	}
}

type IfStatementContext struct {
	SimpleStatementContext
}

func NewIfStatementContext(parser antlr.Parser, ctx antlr.ParserRuleContext) *IfStatementContext {
	var p = new(IfStatementContext)

	InitEmptySimpleStatementContext(&p.SimpleStatementContext)
	p.parser = parser
	p.CopyAll(ctx.(*SimpleStatementContext))

	return p
}

func (s *IfStatementContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *IfStatementContext) IF() antlr.TerminalNode {
	return s.GetToken(GLSLParserIF, 0)
}

func (s *IfStatementContext) LEFT_PAREN() antlr.TerminalNode {
	return s.GetToken(GLSLParserLEFT_PAREN, 0)
}

func (s *IfStatementContext) Expression() IExpressionContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IExpressionContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IExpressionContext)
}

func (s *IfStatementContext) RIGHT_PAREN() antlr.TerminalNode {
	return s.GetToken(GLSLParserRIGHT_PAREN, 0)
}

func (s *IfStatementContext) AllStatement() []IStatementContext {
	children := s.GetChildren()
	len := 0
	for _, ctx := range children {
		if _, ok := ctx.(IStatementContext); ok {
			len++
		}
	}

	tst := make([]IStatementContext, len)
	i := 0
	for _, ctx := range children {
		if t, ok := ctx.(IStatementContext); ok {
			tst[i] = t.(IStatementContext)
			i++
		}
	}

	return tst
}

func (s *IfStatementContext) Statement(i int) IStatementContext {
	var t antlr.RuleContext
	j := 0
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IStatementContext); ok {
			if j == i {
				t = ctx.(antlr.RuleContext)
				break
			}
			j++
		}
	}

	if t == nil {
		return nil
	}

	return t.(IStatementContext)
}

func (s *IfStatementContext) ELSE() antlr.TerminalNode {
	return s.GetToken(GLSLParserELSE, 0)
}

func (s *IfStatementContext) Accept(visitor antlr.ParseTreeVisitor) interface{} {
	switch t := visitor.(type) {
	case GLSLParserVisitor:
		return t.VisitIfStatement(s)

	default:
		return t.VisitChildren(s)
	}
}

type ReturnStatementContext struct {
	SimpleStatementContext
}

func NewReturnStatementContext(parser antlr.Parser, ctx antlr.ParserRuleContext) *ReturnStatementContext {
	var p = new(ReturnStatementContext)

	InitEmptySimpleStatementContext(&p.SimpleStatementContext)
	p.parser = parser
	p.CopyAll(ctx.(*SimpleStatementContext))

	return p
}

func (s *ReturnStatementContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *ReturnStatementContext) RETURN() antlr.TerminalNode {
	return s.GetToken(GLSLParserRETURN, 0)
}

func (s *ReturnStatementContext) SEMICOLON() antlr.TerminalNode {
	return s.GetToken(GLSLParserSEMICOLON, 0)
}

func (s *ReturnStatementContext) Expression() IExpressionContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IExpressionContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IExpressionContext)
}

func (s *ReturnStatementContext) Accept(visitor antlr.ParseTreeVisitor) interface{} {
	switch t := visitor.(type) {
	case GLSLParserVisitor:
		return t.VisitReturnStatement(s)

	default:
		return t.VisitChildren(s)
	}
}

type SwitchStatementContext struct {
	SimpleStatementContext
}

func NewSwitchStatementContext(parser antlr.Parser, ctx antlr.ParserRuleContext) *SwitchStatementContext {
	var p = new(SwitchStatementContext)

	InitEmptySimpleStatementContext(&p.SimpleStatementContext)
	p.parser = parser
	p.CopyAll(ctx.(*SimpleStatementContext))

	return p
}

func (s *SwitchStatementContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *SwitchStatementContext) SWITCH() antlr.TerminalNode {
	return s.GetToken(GLSLParserSWITCH, 0)
}

func (s *SwitchStatementContext) LEFT_PAREN() antlr.TerminalNode {
	return s.GetToken(GLSLParserLEFT_PAREN, 0)
}

func (s *SwitchStatementContext) Expression() IExpressionContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IExpressionContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IExpressionContext)
}

func (s *SwitchStatementContext) RIGHT_PAREN() antlr.TerminalNode {
	return s.GetToken(GLSLParserRIGHT_PAREN, 0)
}

func (s *SwitchStatementContext) CompoundStatement() ICompoundStatementContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(ICompoundStatementContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(ICompoundStatementContext)
}

func (s *SwitchStatementContext) Accept(visitor antlr.ParseTreeVisitor) interface{} {
	switch t := visitor.(type) {
	case GLSLParserVisitor:
		return t.VisitSwitchStatement(s)

	default:
		return t.VisitChildren(s)
	}
}

type CaseLabelContext struct {
	SimpleStatementContext
}

func NewCaseLabelContext(parser antlr.Parser, ctx antlr.ParserRuleContext) *CaseLabelContext {
	var p = new(CaseLabelContext)

	InitEmptySimpleStatementContext(&p.SimpleStatementContext)
	p.parser = parser
	p.CopyAll(ctx.(*SimpleStatementContext))

	return p
}

func (s *CaseLabelContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *CaseLabelContext) CASE() antlr.TerminalNode {
	return s.GetToken(GLSLParserCASE, 0)
}

func (s *CaseLabelContext) Expression() IExpressionContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IExpressionContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IExpressionContext)
}

func (s *CaseLabelContext) COLON() antlr.TerminalNode {
	return s.GetToken(GLSLParserCOLON, 0)
}

func (s *CaseLabelContext) Accept(visitor antlr.ParseTreeVisitor) interface{} {
	switch t := visitor.(type) {
	case GLSLParserVisitor:
		return t.VisitCaseLabel(s)

	default:
		return t.VisitChildren(s)
	}
}

type DeclarationStatementContext struct {
	SimpleStatementContext
}

func NewDeclarationStatementContext(parser antlr.Parser, ctx antlr.ParserRuleContext) *DeclarationStatementContext {
	var p = new(DeclarationStatementContext)

	InitEmptySimpleStatementContext(&p.SimpleStatementContext)
	p.parser = parser
	p.CopyAll(ctx.(*SimpleStatementContext))

	return p
}

func (s *DeclarationStatementContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *DeclarationStatementContext) Declaration() IDeclarationContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IDeclarationContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IDeclarationContext)
}

func (s *DeclarationStatementContext) Accept(visitor antlr.ParseTreeVisitor) interface{} {
	switch t := visitor.(type) {
	case GLSLParserVisitor:
		return t.VisitDeclarationStatement(s)

	default:
		return t.VisitChildren(s)
	}
}

type DoStatementContext struct {
	SimpleStatementContext
}

func NewDoStatementContext(parser antlr.Parser, ctx antlr.ParserRuleContext) *DoStatementContext {
	var p = new(DoStatementContext)

	InitEmptySimpleStatementContext(&p.SimpleStatementContext)
	p.parser = parser
	p.CopyAll(ctx.(*SimpleStatementContext))

	return p
}

func (s *DoStatementContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *DoStatementContext) DO() antlr.TerminalNode {
	return s.GetToken(GLSLParserDO, 0)
}

func (s *DoStatementContext) Statement() IStatementContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IStatementContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IStatementContext)
}

func (s *DoStatementContext) WHILE() antlr.TerminalNode {
	return s.GetToken(GLSLParserWHILE, 0)
}

func (s *DoStatementContext) LEFT_PAREN() antlr.TerminalNode {
	return s.GetToken(GLSLParserLEFT_PAREN, 0)
}

func (s *DoStatementContext) Expression() IExpressionContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IExpressionContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IExpressionContext)
}

func (s *DoStatementContext) RIGHT_PAREN() antlr.TerminalNode {
	return s.GetToken(GLSLParserRIGHT_PAREN, 0)
}

func (s *DoStatementContext) SEMICOLON() antlr.TerminalNode {
	return s.GetToken(GLSLParserSEMICOLON, 0)
}

func (s *DoStatementContext) Accept(visitor antlr.ParseTreeVisitor) interface{} {
	switch t := visitor.(type) {
	case GLSLParserVisitor:
		return t.VisitDoStatement(s)

	default:
		return t.VisitChildren(s)
	}
}

type NullStatementContext struct {
	SimpleStatementContext
}

func NewNullStatementContext(parser antlr.Parser, ctx antlr.ParserRuleContext) *NullStatementContext {
	var p = new(NullStatementContext)

	InitEmptySimpleStatementContext(&p.SimpleStatementContext)
	p.parser = parser
	p.CopyAll(ctx.(*SimpleStatementContext))

	return p
}

func (s *NullStatementContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *NullStatementContext) SEMICOLON() antlr.TerminalNode {
	return s.GetToken(GLSLParserSEMICOLON, 0)
}

func (s *NullStatementContext) Accept(visitor antlr.ParseTreeVisitor) interface{} {
	switch t := visitor.(type) {
	case GLSLParserVisitor:
		return t.VisitNullStatement(s)

	default:
		return t.VisitChildren(s)
	}
}

type DiscardStatementContext struct {
	SimpleStatementContext
}

func NewDiscardStatementContext(parser antlr.Parser, ctx antlr.ParserRuleContext) *DiscardStatementContext {
	var p = new(DiscardStatementContext)

	InitEmptySimpleStatementContext(&p.SimpleStatementContext)
	p.parser = parser
	p.CopyAll(ctx.(*SimpleStatementContext))

	return p
}

func (s *DiscardStatementContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *DiscardStatementContext) DISCARD() antlr.TerminalNode {
	return s.GetToken(GLSLParserDISCARD, 0)
}

func (s *DiscardStatementContext) SEMICOLON() antlr.TerminalNode {
	return s.GetToken(GLSLParserSEMICOLON, 0)
}

func (s *DiscardStatementContext) Accept(visitor antlr.ParseTreeVisitor) interface{} {
	switch t := visitor.(type) {
	case GLSLParserVisitor:
		return t.VisitDiscardStatement(s)

	default:
		return t.VisitChildren(s)
	}
}

type ExpressionStatementContext struct {
	SimpleStatementContext
}

func NewExpressionStatementContext(parser antlr.Parser, ctx antlr.ParserRuleContext) *ExpressionStatementContext {
	var p = new(ExpressionStatementContext)

	InitEmptySimpleStatementContext(&p.SimpleStatementContext)
	p.parser = parser
	p.CopyAll(ctx.(*SimpleStatementContext))

	return p
}

func (s *ExpressionStatementContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *ExpressionStatementContext) Expression() IExpressionContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IExpressionContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IExpressionContext)
}

func (s *ExpressionStatementContext) SEMICOLON() antlr.TerminalNode {
	return s.GetToken(GLSLParserSEMICOLON, 0)
}

func (s *ExpressionStatementContext) Accept(visitor antlr.ParseTreeVisitor) interface{} {
	switch t := visitor.(type) {
	case GLSLParserVisitor:
		return t.VisitExpressionStatement(s)

	default:
		return t.VisitChildren(s)
	}
}

type DefaultLabelContext struct {
	SimpleStatementContext
}

func NewDefaultLabelContext(parser antlr.Parser, ctx antlr.ParserRuleContext) *DefaultLabelContext {
	var p = new(DefaultLabelContext)

	InitEmptySimpleStatementContext(&p.SimpleStatementContext)
	p.parser = parser
	p.CopyAll(ctx.(*SimpleStatementContext))

	return p
}

func (s *DefaultLabelContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *DefaultLabelContext) DEFAULT() antlr.TerminalNode {
	return s.GetToken(GLSLParserDEFAULT, 0)
}

func (s *DefaultLabelContext) COLON() antlr.TerminalNode {
	return s.GetToken(GLSLParserCOLON, 0)
}

func (s *DefaultLabelContext) Accept(visitor antlr.ParseTreeVisitor) interface{} {
	switch t := visitor.(type) {
	case GLSLParserVisitor:
		return t.VisitDefaultLabel(s)

	default:
		return t.VisitChildren(s)
	}
}

type ContinueStatementContext struct {
	SimpleStatementContext
}

func NewContinueStatementContext(parser antlr.Parser, ctx antlr.ParserRuleContext) *ContinueStatementContext {
	var p = new(ContinueStatementContext)

	InitEmptySimpleStatementContext(&p.SimpleStatementContext)
	p.parser = parser
	p.CopyAll(ctx.(*SimpleStatementContext))

	return p
}

func (s *ContinueStatementContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *ContinueStatementContext) CONTINUE() antlr.TerminalNode {
	return s.GetToken(GLSLParserCONTINUE, 0)
}

func (s *ContinueStatementContext) SEMICOLON() antlr.TerminalNode {
	return s.GetToken(GLSLParserSEMICOLON, 0)
}

func (s *ContinueStatementContext) Accept(visitor antlr.ParseTreeVisitor) interface{} {
	switch t := visitor.(type) {
	case GLSLParserVisitor:
		return t.VisitContinueStatement(s)

	default:
		return t.VisitChildren(s)
	}
}

type ForLoopContext struct {
	SimpleStatementContext
}

func NewForLoopContext(parser antlr.Parser, ctx antlr.ParserRuleContext) *ForLoopContext {
	var p = new(ForLoopContext)

	InitEmptySimpleStatementContext(&p.SimpleStatementContext)
	p.parser = parser
	p.CopyAll(ctx.(*SimpleStatementContext))

	return p
}

func (s *ForLoopContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *ForLoopContext) ForStatement() IForStatementContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IForStatementContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IForStatementContext)
}

func (s *ForLoopContext) Accept(visitor antlr.ParseTreeVisitor) interface{} {
	switch t := visitor.(type) {
	case GLSLParserVisitor:
		return t.VisitForLoop(s)

	default:
		return t.VisitChildren(s)
	}
}

func (p *GLSLParser) SimpleStatement() (localctx ISimpleStatementContext) {
	localctx = NewSimpleStatementContext(p, p.GetParserRuleContext(), p.GetState())
	p.EnterRule(localctx, 56, GLSLParserRULE_simpleStatement)
	p.SetState(441)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}

	switch p.GetInterpreter().AdaptivePredict(p.BaseParser, p.GetTokenStream(), 53, p.GetParserRuleContext()) {
	case 1:
		localctx = NewDeclarationStatementContext(p, localctx)
		p.EnterOuterAlt(localctx, 1)
		{
			p.SetState(394)
			p.Declaration()
		}

	case 2:
		localctx = NewExpressionStatementContext(p, localctx)
		p.EnterOuterAlt(localctx, 2)
		{
			p.SetState(395)
			p.Expression()
		}
		{
			p.SetState(396)
			p.Match(GLSLParserSEMICOLON)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}

	case 3:
		localctx = NewNullStatementContext(p, localctx)
		p.EnterOuterAlt(localctx, 3)
		{
			p.SetState(398)
			p.Match(GLSLParserSEMICOLON)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}

	case 4:
		localctx = NewIfStatementContext(p, localctx)
		p.EnterOuterAlt(localctx, 4)
		{
			p.SetState(399)
			p.Match(GLSLParserIF)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(400)
			p.Match(GLSLParserLEFT_PAREN)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(401)
			p.Expression()
		}
		{
			p.SetState(402)
			p.Match(GLSLParserRIGHT_PAREN)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(403)
			p.Statement()
		}
		p.SetState(406)
		p.GetErrorHandler().Sync(p)

		if p.GetInterpreter().AdaptivePredict(p.BaseParser, p.GetTokenStream(), 51, p.GetParserRuleContext()) == 1 {
			{
				p.SetState(404)
				p.Match(GLSLParserELSE)
				if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
				}
			}
			{
				p.SetState(405)
				p.Statement()
			}

		} else if p.HasError() { // JIM
			goto errorExit
		}

	case 5:
		localctx = NewSwitchStatementContext(p, localctx)
		p.EnterOuterAlt(localctx, 5)
		{
			p.SetState(408)
			p.Match(GLSLParserSWITCH)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(409)
			p.Match(GLSLParserLEFT_PAREN)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(410)
			p.Expression()
		}
		{
			p.SetState(411)
			p.Match(GLSLParserRIGHT_PAREN)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(412)
			p.CompoundStatement()
		}

	case 6:
		localctx = NewCaseLabelContext(p, localctx)
		p.EnterOuterAlt(localctx, 6)
		{
			p.SetState(414)
			p.Match(GLSLParserCASE)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(415)
			p.Expression()
		}
		{
			p.SetState(416)
			p.Match(GLSLParserCOLON)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}

	case 7:
		localctx = NewDefaultLabelContext(p, localctx)
		p.EnterOuterAlt(localctx, 7)
		{
			p.SetState(418)
			p.Match(GLSLParserDEFAULT)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(419)
			p.Match(GLSLParserCOLON)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}

	case 8:
		localctx = NewWhileLoopContext(p, localctx)
		p.EnterOuterAlt(localctx, 8)
		{
			p.SetState(420)
			p.WhileStatement()
		}

	case 9:
		localctx = NewDoStatementContext(p, localctx)
		p.EnterOuterAlt(localctx, 9)
		{
			p.SetState(421)
			p.Match(GLSLParserDO)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(422)
			p.Statement()
		}
		{
			p.SetState(423)
			p.Match(GLSLParserWHILE)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(424)
			p.Match(GLSLParserLEFT_PAREN)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(425)
			p.Expression()
		}
		{
			p.SetState(426)
			p.Match(GLSLParserRIGHT_PAREN)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(427)
			p.Match(GLSLParserSEMICOLON)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}

	case 10:
		localctx = NewForLoopContext(p, localctx)
		p.EnterOuterAlt(localctx, 10)
		{
			p.SetState(429)
			p.ForStatement()
		}

	case 11:
		localctx = NewContinueStatementContext(p, localctx)
		p.EnterOuterAlt(localctx, 11)
		{
			p.SetState(430)
			p.Match(GLSLParserCONTINUE)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(431)
			p.Match(GLSLParserSEMICOLON)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}

	case 12:
		localctx = NewBreakStatementContext(p, localctx)
		p.EnterOuterAlt(localctx, 12)
		{
			p.SetState(432)
			p.Match(GLSLParserBREAK)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(433)
			p.Match(GLSLParserSEMICOLON)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}

	case 13:
		localctx = NewReturnStatementContext(p, localctx)
		p.EnterOuterAlt(localctx, 13)
		{
			p.SetState(434)
			p.Match(GLSLParserRETURN)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		p.SetState(436)
		p.GetErrorHandler().Sync(p)

		if p.GetInterpreter().AdaptivePredict(p.BaseParser, p.GetTokenStream(), 52, p.GetParserRuleContext()) == 1 {
			{
				p.SetState(435)
				p.Expression()
			}

		} else if p.HasError() { // JIM
			goto errorExit
		}
		{
			p.SetState(438)
			p.Match(GLSLParserSEMICOLON)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}

	case 14:
		localctx = NewDiscardStatementContext(p, localctx)
		p.EnterOuterAlt(localctx, 14)
		{
			p.SetState(439)
			p.Match(GLSLParserDISCARD)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(440)
			p.Match(GLSLParserSEMICOLON)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}

	case antlr.ATNInvalidAltNumber:
		goto errorExit
	}

errorExit:
	if p.HasError() {
		v := p.GetError()
		localctx.SetException(v)
		p.GetErrorHandler().ReportError(p, v)
		p.GetErrorHandler().Recover(p, v)
		p.SetError(nil)
	}
	p.ExitRule()
	if true {
		return localctx
	}
	goto errorExit // the label must be used
}

// IWhileStatementContext is an interface to support dynamic dispatch.
type IWhileStatementContext interface {
	antlr.ParserRuleContext

	// GetParser returns the parser.
	GetParser() antlr.Parser

	// Getter signatures
	WHILE() antlr.TerminalNode
	LEFT_PAREN() antlr.TerminalNode
	Condition() IConditionContext
	RIGHT_PAREN() antlr.TerminalNode
	Statement() IStatementContext

	// IsWhileStatementContext differentiates from other interfaces.
	IsWhileStatementContext()
}

type WhileStatementContext struct {
	antlr.BaseParserRuleContext
	parser antlr.Parser
}

func NewEmptyWhileStatementContext() *WhileStatementContext {
	var p = new(WhileStatementContext)
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = GLSLParserRULE_whileStatement
	return p
}

func InitEmptyWhileStatementContext(p *WhileStatementContext) {
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = GLSLParserRULE_whileStatement
}

func (*WhileStatementContext) IsWhileStatementContext() {}

func NewWhileStatementContext(parser antlr.Parser, parent antlr.ParserRuleContext, invokingState int) *WhileStatementContext {
	var p = new(WhileStatementContext)

	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, parent, invokingState)

	p.parser = parser
	p.RuleIndex = GLSLParserRULE_whileStatement

	return p
}

func (s *WhileStatementContext) GetParser() antlr.Parser { return s.parser }

func (s *WhileStatementContext) WHILE() antlr.TerminalNode {
	return s.GetToken(GLSLParserWHILE, 0)
}

func (s *WhileStatementContext) LEFT_PAREN() antlr.TerminalNode {
	return s.GetToken(GLSLParserLEFT_PAREN, 0)
}

func (s *WhileStatementContext) Condition() IConditionContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IConditionContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IConditionContext)
}

func (s *WhileStatementContext) RIGHT_PAREN() antlr.TerminalNode {
	return s.GetToken(GLSLParserRIGHT_PAREN, 0)
}

func (s *WhileStatementContext) Statement() IStatementContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IStatementContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IStatementContext)
}

func (s *WhileStatementContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *WhileStatementContext) ToStringTree(ruleNames []string, recog antlr.Recognizer) string {
	return antlr.TreesStringTree(s, ruleNames, recog)
}

func (s *WhileStatementContext) Accept(visitor antlr.ParseTreeVisitor) interface{} {
	switch t := visitor.(type) {
	case GLSLParserVisitor:
		return t.VisitWhileStatement(s)

	default:
		return t.VisitChildren(s)
	}
}

func (p *GLSLParser) WhileStatement() (localctx IWhileStatementContext) {
	localctx = NewWhileStatementContext(p, p.GetParserRuleContext(), p.GetState())
	p.EnterRule(localctx, 58, GLSLParserRULE_whileStatement)
	p.pushScope()
	p.EnterOuterAlt(localctx, 1)
	{
		p.SetState(443)
		p.Match(GLSLParserWHILE)
		if p.HasError() {
			// Recognition error - abort rule
			goto errorExit
		}
	}
	{
		p.SetState(444)
		p.Match(GLSLParserLEFT_PAREN)
		if p.HasError() {
			// Recognition error - abort rule
			goto errorExit
		}
	}
	{
		p.SetState(445)
		p.Condition()
	}
	{
		p.SetState(446)
		p.Match(GLSLParserRIGHT_PAREN)
		if p.HasError() {
			// Recognition error - abort rule
			goto errorExit
		}
	}
	{
		p.SetState(447)
		p.Statement()
	}

errorExit:
	if p.HasError() {
		v := p.GetError()
		localctx.SetException(v)
		p.GetErrorHandler().ReportError(p, v)
		p.GetErrorHandler().Recover(p, v)
		p.SetError(nil)
	}
	p.popScope()
	p.ExitRule()
	if true {
		return localctx
	}
	goto errorExit // the label must be used
}

// IForStatementContext is an interface to support dynamic dispatch.
type IForStatementContext interface {
	antlr.ParserRuleContext

	// GetParser returns the parser.
	GetParser() antlr.Parser

	// Getter signatures
	FOR() antlr.TerminalNode
	LEFT_PAREN() antlr.TerminalNode
	ForInit() IForInitContext
	SEMICOLON() antlr.TerminalNode
	RIGHT_PAREN() antlr.TerminalNode
	Statement() IStatementContext
	Condition() IConditionContext
	Expression() IExpressionContext

	// IsForStatementContext differentiates from other interfaces.
	IsForStatementContext()
}

type ForStatementContext struct {
	antlr.BaseParserRuleContext
	parser antlr.Parser
}

func NewEmptyForStatementContext() *ForStatementContext {
	var p = new(ForStatementContext)
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = GLSLParserRULE_forStatement
	return p
}

func InitEmptyForStatementContext(p *ForStatementContext) {
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = GLSLParserRULE_forStatement
}

func (*ForStatementContext) IsForStatementContext() {}

func NewForStatementContext(parser antlr.Parser, parent antlr.ParserRuleContext, invokingState int) *ForStatementContext {
	var p = new(ForStatementContext)

	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, parent, invokingState)

	p.parser = parser
	p.RuleIndex = GLSLParserRULE_forStatement

	return p
}

func (s *ForStatementContext) GetParser() antlr.Parser { return s.parser }

func (s *ForStatementContext) FOR() antlr.TerminalNode {
	return s.GetToken(GLSLParserFOR, 0)
}

func (s *ForStatementContext) LEFT_PAREN() antlr.TerminalNode {
	return s.GetToken(GLSLParserLEFT_PAREN, 0)
}

func (s *ForStatementContext) ForInit() IForInitContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IForInitContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IForInitContext)
}

func (s *ForStatementContext) SEMICOLON() antlr.TerminalNode {
	return s.GetToken(GLSLParserSEMICOLON, 0)
}

func (s *ForStatementContext) RIGHT_PAREN() antlr.TerminalNode {
	return s.GetToken(GLSLParserRIGHT_PAREN, 0)
}

func (s *ForStatementContext) Statement() IStatementContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IStatementContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IStatementContext)
}

func (s *ForStatementContext) Condition() IConditionContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IConditionContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IConditionContext)
}

func (s *ForStatementContext) Expression() IExpressionContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IExpressionContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IExpressionContext)
}

func (s *ForStatementContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *ForStatementContext) ToStringTree(ruleNames []string, recog antlr.Recognizer) string {
	return antlr.TreesStringTree(s, ruleNames, recog)
}

func (s *ForStatementContext) Accept(visitor antlr.ParseTreeVisitor) interface{} {
	switch t := visitor.(type) {
	case GLSLParserVisitor:
		return t.VisitForStatement(s)

	default:
		return t.VisitChildren(s)
	}
}

func (p *GLSLParser) ForStatement() (localctx IForStatementContext) {
	localctx = NewForStatementContext(p, p.GetParserRuleContext(), p.GetState())
	p.EnterRule(localctx, 60, GLSLParserRULE_forStatement)
	p.pushScope()
	p.EnterOuterAlt(localctx, 1)
	{
		p.SetState(449)
		p.Match(GLSLParserFOR)
		if p.HasError() {
			// Recognition error - abort rule
			goto errorExit
		}
	}
	{
		p.SetState(450)
		p.Match(GLSLParserLEFT_PAREN)
		if p.HasError() {
			// Recognition error - abort rule
			goto errorExit
		}
	}
	{
		p.SetState(451)
		p.ForInit()
	}
	p.SetState(453)
	p.GetErrorHandler().Sync(p)

	if p.GetInterpreter().AdaptivePredict(p.BaseParser, p.GetTokenStream(), 54, p.GetParserRuleContext()) == 1 {
		{
			p.SetState(452)
			p.Condition()
		}

	} else if p.HasError() { // JIM
		goto errorExit
	}
	{
		p.SetState(455)
		p.Match(GLSLParserSEMICOLON)
		if p.HasError() {
			// Recognition error - abort rule
			goto errorExit
		}
	}
	p.SetState(457)
	p.GetErrorHandler().Sync(p)

	if p.GetInterpreter().AdaptivePredict(p.BaseParser, p.GetTokenStream(), 55, p.GetParserRuleContext()) == 1 {
		{
			p.SetState(456)
			p.Expression()
		}

	} else if p.HasError() { // JIM
		goto errorExit
	}
	{
		p.SetState(459)
		p.Match(GLSLParserRIGHT_PAREN)
		if p.HasError() {
			// Recognition error - abort rule
			goto errorExit
		}
	}
	{
		p.SetState(460)
		p.Statement()
	}

errorExit:
	if p.HasError() {
		v := p.GetError()
		localctx.SetException(v)
		p.GetErrorHandler().ReportError(p, v)
		p.GetErrorHandler().Recover(p, v)
		p.SetError(nil)
	}
	p.popScope()
	p.ExitRule()
	if true {
		return localctx
	}
	goto errorExit // the label must be used
}

// IForInitContext is an interface to support dynamic dispatch.
type IForInitContext interface {
	antlr.ParserRuleContext

	// GetParser returns the parser.
	GetParser() antlr.Parser

	// Getter signatures
	Declaration() IDeclarationContext
	SEMICOLON() antlr.TerminalNode
	Expression() IExpressionContext

	// IsForInitContext differentiates from other interfaces.
	IsForInitContext()
}

type ForInitContext struct {
	antlr.BaseParserRuleContext
	parser antlr.Parser
}

func NewEmptyForInitContext() *ForInitContext {
	var p = new(ForInitContext)
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = GLSLParserRULE_forInit
	return p
}

func InitEmptyForInitContext(p *ForInitContext) {
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = GLSLParserRULE_forInit
}

func (*ForInitContext) IsForInitContext() {}

func NewForInitContext(parser antlr.Parser, parent antlr.ParserRuleContext, invokingState int) *ForInitContext {
	var p = new(ForInitContext)

	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, parent, invokingState)

	p.parser = parser
	p.RuleIndex = GLSLParserRULE_forInit

	return p
}

func (s *ForInitContext) GetParser() antlr.Parser { return s.parser }

func (s *ForInitContext) Declaration() IDeclarationContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IDeclarationContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IDeclarationContext)
}

func (s *ForInitContext) SEMICOLON() antlr.TerminalNode {
	return s.GetToken(GLSLParserSEMICOLON, 0)
}

func (s *ForInitContext) Expression() IExpressionContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IExpressionContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IExpressionContext)
}

func (s *ForInitContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *ForInitContext) ToStringTree(ruleNames []string, recog antlr.Recognizer) string {
	return antlr.TreesStringTree(s, ruleNames, recog)
}

func (s *ForInitContext) Accept(visitor antlr.ParseTreeVisitor) interface{} {
	switch t := visitor.(type) {
	case GLSLParserVisitor:
		return t.VisitForInit(s)

	default:
		return t.VisitChildren(s)
	}
}

func (p *GLSLParser) ForInit() (localctx IForInitContext) {
	localctx = NewForInitContext(p, p.GetParserRuleContext(), p.GetState())
	p.EnterRule(localctx, 62, GLSLParserRULE_forInit)
	p.SetState(467)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}

	switch p.GetInterpreter().AdaptivePredict(p.BaseParser, p.GetTokenStream(), 57, p.GetParserRuleContext()) {
	case 1:
		p.EnterOuterAlt(localctx, 1)
		{
			p.SetState(462)
			p.Declaration()
		}

	case 2:
		p.EnterOuterAlt(localctx, 2)
		p.SetState(464)
		p.GetErrorHandler().Sync(p)

		if p.GetInterpreter().AdaptivePredict(p.BaseParser, p.GetTokenStream(), 56, p.GetParserRuleContext()) == 1 {
			{
				p.SetState(463)
				p.Expression()
			}

		} else if p.HasError() { // JIM
			goto errorExit
		}
		{
			p.SetState(466)
			p.Match(GLSLParserSEMICOLON)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}

	case antlr.ATNInvalidAltNumber:
		goto errorExit
	}

errorExit:
	if p.HasError() {
		v := p.GetError()
		localctx.SetException(v)
		p.GetErrorHandler().ReportError(p, v)
		p.GetErrorHandler().Recover(p, v)
		p.SetError(nil)
	}
	p.ExitRule()
	if true {
		return localctx
	}
	goto errorExit // the label must be used
}

// IConditionContext is an interface to support dynamic dispatch.
type IConditionContext interface {
	antlr.ParserRuleContext

	// GetParser returns the parser.
	GetParser() antlr.Parser

	// GetName returns the name token.
	GetName() antlr.Token

	// SetName sets the name token.
	SetName(antlr.Token)

	// Getter signatures
	TypeSpecifier() ITypeSpecifierContext
	ASSIGN() antlr.TerminalNode
	Initializer() IInitializerContext
	IDENTIFIER() antlr.TerminalNode
	TypeQualifier() ITypeQualifierContext
	Expression() IExpressionContext

	// IsConditionContext differentiates from other interfaces.
	IsConditionContext()
}

type ConditionContext struct {
	antlr.BaseParserRuleContext
	parser antlr.Parser
	name   antlr.Token
}

func NewEmptyConditionContext() *ConditionContext {
	var p = new(ConditionContext)
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = GLSLParserRULE_condition
	return p
}

func InitEmptyConditionContext(p *ConditionContext) {
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = GLSLParserRULE_condition
}

func (*ConditionContext) IsConditionContext() {}

func NewConditionContext(parser antlr.Parser, parent antlr.ParserRuleContext, invokingState int) *ConditionContext {
	var p = new(ConditionContext)

	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, parent, invokingState)

	p.parser = parser
	p.RuleIndex = GLSLParserRULE_condition

	return p
}

func (s *ConditionContext) GetParser() antlr.Parser { return s.parser }

func (s *ConditionContext) GetName() antlr.Token { return s.name }

func (s *ConditionContext) SetName(v antlr.Token) { s.name = v }

func (s *ConditionContext) TypeSpecifier() ITypeSpecifierContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(ITypeSpecifierContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(ITypeSpecifierContext)
}

func (s *ConditionContext) ASSIGN() antlr.TerminalNode {
	return s.GetToken(GLSLParserASSIGN, 0)
}

func (s *ConditionContext) Initializer() IInitializerContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IInitializerContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IInitializerContext)
}

func (s *ConditionContext) IDENTIFIER() antlr.TerminalNode {
	return s.GetToken(GLSLParserIDENTIFIER, 0)
}

func (s *ConditionContext) TypeQualifier() ITypeQualifierContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(ITypeQualifierContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(ITypeQualifierContext)
}

func (s *ConditionContext) Expression() IExpressionContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IExpressionContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IExpressionContext)
}

func (s *ConditionContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *ConditionContext) ToStringTree(ruleNames []string, recog antlr.Recognizer) string {
	return antlr.TreesStringTree(s, ruleNames, recog)
}

func (s *ConditionContext) Accept(visitor antlr.ParseTreeVisitor) interface{} {
	switch t := visitor.(type) {
	case GLSLParserVisitor:
		return t.VisitCondition(s)

	default:
		return t.VisitChildren(s)
	}
}

func (p *GLSLParser) Condition() (localctx IConditionContext) {
	localctx = NewConditionContext(p, p.GetParserRuleContext(), p.GetState())
	p.EnterRule(localctx, 64, GLSLParserRULE_condition)
	p.SetState(479)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}

	switch p.GetInterpreter().AdaptivePredict(p.BaseParser, p.GetTokenStream(), 59, p.GetParserRuleContext()) {
	case 1:
		p.EnterOuterAlt(localctx, 1)
		p.SetState(470)
		p.GetErrorHandler().Sync(p)

		if p.GetInterpreter().AdaptivePredict(p.BaseParser, p.GetTokenStream(), 58, p.GetParserRuleContext()) == 1 {
			{
				p.SetState(469)
				p.TypeQualifier()
			}

		} else if p.HasError() { // JIM
			goto errorExit
		}
		{
			p.SetState(472)
			p.TypeSpecifier()
		}
		{
			p.SetState(473)

			var _m = p.Match(GLSLParserIDENTIFIER)

			localctx.(*ConditionContext).name = _m
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		p.declare(localctx.(*ConditionContext).GetName(), false)
		{
			p.SetState(475)
			p.Match(GLSLParserASSIGN)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(476)
			p.Initializer()
		}

	case 2:
		p.EnterOuterAlt(localctx, 2)
		{
			p.SetState(478)
			p.Expression()
		}

	case antlr.ATNInvalidAltNumber:
		goto errorExit
	}

errorExit:
	if p.HasError() {
		v := p.GetError()
		localctx.SetException(v)
		p.GetErrorHandler().ReportError(p, v)
		p.GetErrorHandler().Recover(p, v)
		p.SetError(nil)
	}
	p.ExitRule()
	if true {
		return localctx
	}
	goto errorExit // the label must be used
}

// IExpressionContext is an interface to support dynamic dispatch.
type IExpressionContext interface {
	antlr.ParserRuleContext

	// GetParser returns the parser.
	GetParser() antlr.Parser

	// Getter signatures
	AllAssignmentExpression() []IAssignmentExpressionContext
	AssignmentExpression(i int) IAssignmentExpressionContext
	AllCOMMA() []antlr.TerminalNode
	COMMA(i int) antlr.TerminalNode

	// IsExpressionContext differentiates from other interfaces.
	IsExpressionContext()
}

type ExpressionContext struct {
	antlr.BaseParserRuleContext
	parser antlr.Parser
}

func NewEmptyExpressionContext() *ExpressionContext {
	var p = new(ExpressionContext)
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = GLSLParserRULE_expression
	return p
}

func InitEmptyExpressionContext(p *ExpressionContext) {
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = GLSLParserRULE_expression
}

func (*ExpressionContext) IsExpressionContext() {}

func NewExpressionContext(parser antlr.Parser, parent antlr.ParserRuleContext, invokingState int) *ExpressionContext {
	var p = new(ExpressionContext)

	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, parent, invokingState)

	p.parser = parser
	p.RuleIndex = GLSLParserRULE_expression

	return p
}

func (s *ExpressionContext) GetParser() antlr.Parser { return s.parser }

func (s *ExpressionContext) AllAssignmentExpression() []IAssignmentExpressionContext {
	children := s.GetChildren()
	len := 0
	for _, ctx := range children {
		if _, ok := ctx.(IAssignmentExpressionContext); ok {
			len++
		}
	}

	tst := make([]IAssignmentExpressionContext, len)
	i := 0
	for _, ctx := range children {
		if t, ok := ctx.(IAssignmentExpressionContext); ok {
			tst[i] = t.(IAssignmentExpressionContext)
			i++
		}
	}

	return tst
}

func (s *ExpressionContext) AssignmentExpression(i int) IAssignmentExpressionContext {
	var t antlr.RuleContext
	j := 0
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IAssignmentExpressionContext); ok {
			if j == i {
				t = ctx.(antlr.RuleContext)
				break
			}
			j++
		}
	}

	if t == nil {
		return nil
	}

	return t.(IAssignmentExpressionContext)
}

func (s *ExpressionContext) AllCOMMA() []antlr.TerminalNode {
	return s.GetTokens(GLSLParserCOMMA)
}

func (s *ExpressionContext) COMMA(i int) antlr.TerminalNode {
	return s.GetToken(GLSLParserCOMMA, i)
}

func (s *ExpressionContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *ExpressionContext) ToStringTree(ruleNames []string, recog antlr.Recognizer) string {
	return antlr.TreesStringTree(s, ruleNames, recog)
}

func (s *ExpressionContext) Accept(visitor antlr.ParseTreeVisitor) interface{} {
	switch t := visitor.(type) {
	case GLSLParserVisitor:
		return t.VisitExpression(s)

	default:
		return t.VisitChildren(s)
	}
}

func (p *GLSLParser) Expression() (localctx IExpressionContext) {
	localctx = NewExpressionContext(p, p.GetParserRuleContext(), p.GetState())
	p.EnterRule(localctx, 66, GLSLParserRULE_expression)
	var _la int

	p.EnterOuterAlt(localctx, 1)
	{
		p.SetState(481)
		p.AssignmentExpression()
	}
	p.SetState(486)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}
	_la = p.GetTokenStream().LA(1)

	for _la == GLSLParserCOMMA {
		{
			p.SetState(482)
			p.Match(GLSLParserCOMMA)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(483)
			p.AssignmentExpression()
		}

		p.SetState(488)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)
	}

errorExit:
	if p.HasError() {
		v := p.GetError()
		localctx.SetException(v)
		p.GetErrorHandler().ReportError(p, v)
		p.GetErrorHandler().Recover(p, v)
		p.SetError(nil)
	}
	p.ExitRule()
	if true {
		return localctx
	}
	goto errorExit // the label must be used
}

// IAssignmentExpressionContext is an interface to support dynamic dispatch.
type IAssignmentExpressionContext interface {
	antlr.ParserRuleContext

	// GetParser returns the parser.
	GetParser() antlr.Parser

	// Getter signatures
	BinaryExpression() IBinaryExpressionContext
	QUESTION() antlr.TerminalNode
	Expression() IExpressionContext
	COLON() antlr.TerminalNode
	AssignmentExpression() IAssignmentExpressionContext
	ASSIGN() antlr.TerminalNode
	MUL_ASSIGN() antlr.TerminalNode
	DIV_ASSIGN() antlr.TerminalNode
	MOD_ASSIGN() antlr.TerminalNode
	ADD_ASSIGN() antlr.TerminalNode
	SUB_ASSIGN() antlr.TerminalNode
	SHL_ASSIGN() antlr.TerminalNode
	SHR_ASSIGN() antlr.TerminalNode
	AND_ASSIGN() antlr.TerminalNode
	XOR_ASSIGN() antlr.TerminalNode
	OR_ASSIGN() antlr.TerminalNode

	// IsAssignmentExpressionContext differentiates from other interfaces.
	IsAssignmentExpressionContext()
}

type AssignmentExpressionContext struct {
	antlr.BaseParserRuleContext
	parser antlr.Parser
}

func NewEmptyAssignmentExpressionContext() *AssignmentExpressionContext {
	var p = new(AssignmentExpressionContext)
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = GLSLParserRULE_assignmentExpression
	return p
}

func InitEmptyAssignmentExpressionContext(p *AssignmentExpressionContext) {
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = GLSLParserRULE_assignmentExpression
}

func (*AssignmentExpressionContext) IsAssignmentExpressionContext() {}

func NewAssignmentExpressionContext(parser antlr.Parser, parent antlr.ParserRuleContext, invokingState int) *AssignmentExpressionContext {
	var p = new(AssignmentExpressionContext)

	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, parent, invokingState)

	p.parser = parser
	p.RuleIndex = GLSLParserRULE_assignmentExpression

	return p
}

func (s *AssignmentExpressionContext) GetParser() antlr.Parser { return s.parser }

func (s *AssignmentExpressionContext) BinaryExpression() IBinaryExpressionContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IBinaryExpressionContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IBinaryExpressionContext)
}

func (s *AssignmentExpressionContext) QUESTION() antlr.TerminalNode {
	return s.GetToken(GLSLParserQUESTION, 0)
}

func (s *AssignmentExpressionContext) Expression() IExpressionContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IExpressionContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IExpressionContext)
}

func (s *AssignmentExpressionContext) COLON() antlr.TerminalNode {
	return s.GetToken(GLSLParserCOLON, 0)
}

func (s *AssignmentExpressionContext) AssignmentExpression() IAssignmentExpressionContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IAssignmentExpressionContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IAssignmentExpressionContext)
}

func (s *AssignmentExpressionContext) ASSIGN() antlr.TerminalNode {
	return s.GetToken(GLSLParserASSIGN, 0)
}

func (s *AssignmentExpressionContext) MUL_ASSIGN() antlr.TerminalNode {
	return s.GetToken(GLSLParserMUL_ASSIGN, 0)
}

func (s *AssignmentExpressionContext) DIV_ASSIGN() antlr.TerminalNode {
	return s.GetToken(GLSLParserDIV_ASSIGN, 0)
}

func (s *AssignmentExpressionContext) MOD_ASSIGN() antlr.TerminalNode {
	return s.GetToken(GLSLParserMOD_ASSIGN, 0)
}

func (s *AssignmentExpressionContext) ADD_ASSIGN() antlr.TerminalNode {
	return s.GetToken(GLSLParserADD_ASSIGN, 0)
}

func (s *AssignmentExpressionContext) SUB_ASSIGN() antlr.TerminalNode {
	return s.GetToken(GLSLParserSUB_ASSIGN, 0)
}

func (s *AssignmentExpressionContext) SHL_ASSIGN() antlr.TerminalNode {
	return s.GetToken(GLSLParserSHL_ASSIGN, 0)
}

func (s *AssignmentExpressionContext) SHR_ASSIGN() antlr.TerminalNode {
	return s.GetToken(GLSLParserSHR_ASSIGN, 0)
}

func (s *AssignmentExpressionContext) AND_ASSIGN() antlr.TerminalNode {
	return s.GetToken(GLSLParserAND_ASSIGN, 0)
}

func (s *AssignmentExpressionContext) XOR_ASSIGN() antlr.TerminalNode {
	return s.GetToken(GLSLParserXOR_ASSIGN, 0)
}

func (s *AssignmentExpressionContext) OR_ASSIGN() antlr.TerminalNode {
	return s.GetToken(GLSLParserOR_ASSIGN, 0)
}

func (s *AssignmentExpressionContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *AssignmentExpressionContext) ToStringTree(ruleNames []string, recog antlr.Recognizer) string {
	return antlr.TreesStringTree(s, ruleNames, recog)
}

func (s *AssignmentExpressionContext) Accept(visitor antlr.ParseTreeVisitor) interface{} {
	switch t := visitor.(type) {
	case GLSLParserVisitor:
		return t.VisitAssignmentExpression(s)

	default:
		return t.VisitChildren(s)
	}
}

func (p *GLSLParser) AssignmentExpression() (localctx IAssignmentExpressionContext) {
	localctx = NewAssignmentExpressionContext(p, p.GetParserRuleContext(), p.GetState())
	p.EnterRule(localctx, 68, GLSLParserRULE_assignmentExpression)
	var _la int

	p.EnterOuterAlt(localctx, 1)
	{
		p.SetState(489)
		p.BinaryExpression()
	}
	p.SetState(497)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}
	switch p.GetTokenStream().LA(1) {
	case GLSLParserQUESTION:
		{
			p.SetState(490)
			p.Match(GLSLParserQUESTION)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(491)
			p.Expression()
		}
		{
			p.SetState(492)
			p.Match(GLSLParserCOLON)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(493)
			p.AssignmentExpression()
		}

	case GLSLParserASSIGN, GLSLParserMUL_ASSIGN, GLSLParserDIV_ASSIGN, GLSLParserMOD_ASSIGN, GLSLParserADD_ASSIGN, GLSLParserSUB_ASSIGN, GLSLParserSHL_ASSIGN, GLSLParserSHR_ASSIGN, GLSLParserAND_ASSIGN, GLSLParserXOR_ASSIGN, GLSLParserOR_ASSIGN:
		{
			p.SetState(495)
			_la = p.GetTokenStream().LA(1)

			if !((int64(_la) & ^0x3f) == 0 && ((int64(1)<<_la)&281337537757184) != 0) {
				p.GetErrorHandler().RecoverInline(p)
			} else {
				p.GetErrorHandler().ReportMatch(p)
				p.Consume()
			}
		}
		{
			p.SetState(496)
			p.AssignmentExpression()
		}

	case GLSLParserRIGHT_PAREN, GLSLParserRIGHT_BRACKET, GLSLParserRIGHT_BRACE, GLSLParserCOMMA, GLSLParserCOLON, GLSLParserSEMICOLON:

	default:
	}

errorExit:
	if p.HasError() {
		v := p.GetError()
		localctx.SetException(v)
		p.GetErrorHandler().ReportError(p, v)
		p.GetErrorHandler().Recover(p, v)
		p.SetError(nil)
	}
	p.ExitRule()
	if true {
		return localctx
	}
	goto errorExit // the label must be used
}

// IConditionalExpressionContext is an interface to support dynamic dispatch.
type IConditionalExpressionContext interface {
	antlr.ParserRuleContext

	// GetParser returns the parser.
	GetParser() antlr.Parser

	// Getter signatures
	BinaryExpression() IBinaryExpressionContext
	QUESTION() antlr.TerminalNode
	Expression() IExpressionContext
	COLON() antlr.TerminalNode
	ConditionalExpression() IConditionalExpressionContext

	// IsConditionalExpressionContext differentiates from other interfaces.
	IsConditionalExpressionContext()
}

type ConditionalExpressionContext struct {
	antlr.BaseParserRuleContext
	parser antlr.Parser
}

func NewEmptyConditionalExpressionContext() *ConditionalExpressionContext {
	var p = new(ConditionalExpressionContext)
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = GLSLParserRULE_conditionalExpression
	return p
}

func InitEmptyConditionalExpressionContext(p *ConditionalExpressionContext) {
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = GLSLParserRULE_conditionalExpression
}

func (*ConditionalExpressionContext) IsConditionalExpressionContext() {}

func NewConditionalExpressionContext(parser antlr.Parser, parent antlr.ParserRuleContext, invokingState int) *ConditionalExpressionContext {
	var p = new(ConditionalExpressionContext)

	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, parent, invokingState)

	p.parser = parser
	p.RuleIndex = GLSLParserRULE_conditionalExpression

	return p
}

func (s *ConditionalExpressionContext) GetParser() antlr.Parser { return s.parser }

func (s *ConditionalExpressionContext) BinaryExpression() IBinaryExpressionContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IBinaryExpressionContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IBinaryExpressionContext)
}

func (s *ConditionalExpressionContext) QUESTION() antlr.TerminalNode {
	return s.GetToken(GLSLParserQUESTION, 0)
}

func (s *ConditionalExpressionContext) Expression() IExpressionContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IExpressionContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IExpressionContext)
}

func (s *ConditionalExpressionContext) COLON() antlr.TerminalNode {
	return s.GetToken(GLSLParserCOLON, 0)
}

func (s *ConditionalExpressionContext) ConditionalExpression() IConditionalExpressionContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IConditionalExpressionContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IConditionalExpressionContext)
}

func (s *ConditionalExpressionContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *ConditionalExpressionContext) ToStringTree(ruleNames []string, recog antlr.Recognizer) string {
	return antlr.TreesStringTree(s, ruleNames, recog)
}

func (s *ConditionalExpressionContext) Accept(visitor antlr.ParseTreeVisitor) interface{} {
	switch t := visitor.(type) {
	case GLSLParserVisitor:
		return t.VisitConditionalExpression(s)

	default:
		return t.VisitChildren(s)
	}
}

func (p *GLSLParser) ConditionalExpression() (localctx IConditionalExpressionContext) {
	localctx = NewConditionalExpressionContext(p, p.GetParserRuleContext(), p.GetState())
	p.EnterRule(localctx, 70, GLSLParserRULE_conditionalExpression)
	var _la int

	p.EnterOuterAlt(localctx, 1)
	{
		p.SetState(499)
		p.BinaryExpression()
	}
	p.SetState(505)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}
	_la = p.GetTokenStream().LA(1)

	if _la == GLSLParserQUESTION {
		{
			p.SetState(500)
			p.Match(GLSLParserQUESTION)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(501)
			p.Expression()
		}
		{
			p.SetState(502)
			p.Match(GLSLParserCOLON)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(503)
			p.ConditionalExpression()
		}

	}

errorExit:
	if p.HasError() {
		v := p.GetError()
		localctx.SetException(v)
		p.GetErrorHandler().ReportError(p, v)
		p.GetErrorHandler().Recover(p, v)
		p.SetError(nil)
	}
	p.ExitRule()
	if true {
		return localctx
	}
	goto errorExit // the label must be used
}

// IBinaryExpressionContext is an interface to support dynamic dispatch.
type IBinaryExpressionContext interface {
	antlr.ParserRuleContext

	// GetParser returns the parser.
	GetParser() antlr.Parser

	// Getter signatures
	AllUnaryExpression() []IUnaryExpressionContext
	UnaryExpression(i int) IUnaryExpressionContext
	AllOR_OP() []antlr.TerminalNode
	OR_OP(i int) antlr.TerminalNode
	AllXOR_OP() []antlr.TerminalNode
	XOR_OP(i int) antlr.TerminalNode
	AllAND_OP() []antlr.TerminalNode
	AND_OP(i int) antlr.TerminalNode
	AllBAR() []antlr.TerminalNode
	BAR(i int) antlr.TerminalNode
	AllCARET() []antlr.TerminalNode
	CARET(i int) antlr.TerminalNode
	AllAMP() []antlr.TerminalNode
	AMP(i int) antlr.TerminalNode
	AllEQ() []antlr.TerminalNode
	EQ(i int) antlr.TerminalNode
	AllNE() []antlr.TerminalNode
	NE(i int) antlr.TerminalNode
	AllLT() []antlr.TerminalNode
	LT(i int) antlr.TerminalNode
	AllGT() []antlr.TerminalNode
	GT(i int) antlr.TerminalNode
	AllLE() []antlr.TerminalNode
	LE(i int) antlr.TerminalNode
	AllGE() []antlr.TerminalNode
	GE(i int) antlr.TerminalNode
	AllLEFT_OP() []antlr.TerminalNode
	LEFT_OP(i int) antlr.TerminalNode
	AllRIGHT_OP() []antlr.TerminalNode
	RIGHT_OP(i int) antlr.TerminalNode
	AllPLUS() []antlr.TerminalNode
	PLUS(i int) antlr.TerminalNode
	AllDASH() []antlr.TerminalNode
	DASH(i int) antlr.TerminalNode
	AllSTAR() []antlr.TerminalNode
	STAR(i int) antlr.TerminalNode
	AllSLASH() []antlr.TerminalNode
	SLASH(i int) antlr.TerminalNode
	AllPERCENT() []antlr.TerminalNode
	PERCENT(i int) antlr.TerminalNode

	// IsBinaryExpressionContext differentiates from other interfaces.
	IsBinaryExpressionContext()
}

type BinaryExpressionContext struct {
	antlr.BaseParserRuleContext
	parser antlr.Parser
}

func NewEmptyBinaryExpressionContext() *BinaryExpressionContext {
	var p = new(BinaryExpressionContext)
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = GLSLParserRULE_binaryExpression
	return p
}

func InitEmptyBinaryExpressionContext(p *BinaryExpressionContext) {
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = GLSLParserRULE_binaryExpression
}

func (*BinaryExpressionContext) IsBinaryExpressionContext() {}

func NewBinaryExpressionContext(parser antlr.Parser, parent antlr.ParserRuleContext, invokingState int) *BinaryExpressionContext {
	var p = new(BinaryExpressionContext)

	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, parent, invokingState)

	p.parser = parser
	p.RuleIndex = GLSLParserRULE_binaryExpression

	return p
}

func (s *BinaryExpressionContext) GetParser() antlr.Parser { return s.parser }

func (s *BinaryExpressionContext) AllUnaryExpression() []IUnaryExpressionContext {
	children := s.GetChildren()
	len := 0
	for _, ctx := range children {
		if _, ok := ctx.(IUnaryExpressionContext); ok {
			len++
		}
	}

	tst := make([]IUnaryExpressionContext, len)
	i := 0
	for _, ctx := range children {
		if t, ok := ctx.(IUnaryExpressionContext); ok {
			tst[i] = t.(IUnaryExpressionContext)
			i++
		}
	}

	return tst
}

func (s *BinaryExpressionContext) UnaryExpression(i int) IUnaryExpressionContext {
	var t antlr.RuleContext
	j := 0
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IUnaryExpressionContext); ok {
			if j == i {
				t = ctx.(antlr.RuleContext)
				break
			}
			j++
		}
	}

	if t == nil {
		return nil
	}

	return t.(IUnaryExpressionContext)
}

func (s *BinaryExpressionContext) AllOR_OP() []antlr.TerminalNode {
	return s.GetTokens(GLSLParserOR_OP)
}

func (s *BinaryExpressionContext) OR_OP(i int) antlr.TerminalNode {
	return s.GetToken(GLSLParserOR_OP, i)
}

func (s *BinaryExpressionContext) AllXOR_OP() []antlr.TerminalNode {
	return s.GetTokens(GLSLParserXOR_OP)
}

func (s *BinaryExpressionContext) XOR_OP(i int) antlr.TerminalNode {
	return s.GetToken(GLSLParserXOR_OP, i)
}

func (s *BinaryExpressionContext) AllAND_OP() []antlr.TerminalNode {
	return s.GetTokens(GLSLParserAND_OP)
}

func (s *BinaryExpressionContext) AND_OP(i int) antlr.TerminalNode {
	return s.GetToken(GLSLParserAND_OP, i)
}

func (s *BinaryExpressionContext) AllBAR() []antlr.TerminalNode {
	return s.GetTokens(GLSLParserBAR)
}

func (s *BinaryExpressionContext) BAR(i int) antlr.TerminalNode {
	return s.GetToken(GLSLParserBAR, i)
}

func (s *BinaryExpressionContext) AllCARET() []antlr.TerminalNode {
	return s.GetTokens(GLSLParserCARET)
}

func (s *BinaryExpressionContext) CARET(i int) antlr.TerminalNode {
	return s.GetToken(GLSLParserCARET, i)
}

func (s *BinaryExpressionContext) AllAMP() []antlr.TerminalNode {
	return s.GetTokens(GLSLParserAMP)
}

func (s *BinaryExpressionContext) AMP(i int) antlr.TerminalNode {
	return s.GetToken(GLSLParserAMP, i)
}

func (s *BinaryExpressionContext) AllEQ() []antlr.TerminalNode {
	return s.GetTokens(GLSLParserEQ)
}

func (s *BinaryExpressionContext) EQ(i int) antlr.TerminalNode {
	return s.GetToken(GLSLParserEQ, i)
}

func (s *BinaryExpressionContext) AllNE() []antlr.TerminalNode {
	return s.GetTokens(GLSLParserNE)
}

func (s *BinaryExpressionContext) NE(i int) antlr.TerminalNode {
	return s.GetToken(GLSLParserNE, i)
}

func (s *BinaryExpressionContext) AllLT() []antlr.TerminalNode {
	return s.GetTokens(GLSLParserLT)
}

func (s *BinaryExpressionContext) LT(i int) antlr.TerminalNode {
	return s.GetToken(GLSLParserLT, i)
}

func (s *BinaryExpressionContext) AllGT() []antlr.TerminalNode {
	return s.GetTokens(GLSLParserGT)
}

func (s *BinaryExpressionContext) GT(i int) antlr.TerminalNode {
	return s.GetToken(GLSLParserGT, i)
}

func (s *BinaryExpressionContext) AllLE() []antlr.TerminalNode {
	return s.GetTokens(GLSLParserLE)
}

func (s *BinaryExpressionContext) LE(i int) antlr.TerminalNode {
	return s.GetToken(GLSLParserLE, i)
}

func (s *BinaryExpressionContext) AllGE() []antlr.TerminalNode {
	return s.GetTokens(GLSLParserGE)
}

func (s *BinaryExpressionContext) GE(i int) antlr.TerminalNode {
	return s.GetToken(GLSLParserGE, i)
}

func (s *BinaryExpressionContext) AllLEFT_OP() []antlr.TerminalNode {
	return s.GetTokens(GLSLParserLEFT_OP)
}

func (s *BinaryExpressionContext) LEFT_OP(i int) antlr.TerminalNode {
	return s.GetToken(GLSLParserLEFT_OP, i)
}

func (s *BinaryExpressionContext) AllRIGHT_OP() []antlr.TerminalNode {
	return s.GetTokens(GLSLParserRIGHT_OP)
}

func (s *BinaryExpressionContext) RIGHT_OP(i int) antlr.TerminalNode {
	return s.GetToken(GLSLParserRIGHT_OP, i)
}

func (s *BinaryExpressionContext) AllPLUS() []antlr.TerminalNode {
	return s.GetTokens(GLSLParserPLUS)
}

func (s *BinaryExpressionContext) PLUS(i int) antlr.TerminalNode {
	return s.GetToken(GLSLParserPLUS, i)
}

func (s *BinaryExpressionContext) AllDASH() []antlr.TerminalNode {
	return s.GetTokens(GLSLParserDASH)
}

func (s *BinaryExpressionContext) DASH(i int) antlr.TerminalNode {
	return s.GetToken(GLSLParserDASH, i)
}

func (s *BinaryExpressionContext) AllSTAR() []antlr.TerminalNode {
	return s.GetTokens(GLSLParserSTAR)
}

func (s *BinaryExpressionContext) STAR(i int) antlr.TerminalNode {
	return s.GetToken(GLSLParserSTAR, i)
}

func (s *BinaryExpressionContext) AllSLASH() []antlr.TerminalNode {
	return s.GetTokens(GLSLParserSLASH)
}

func (s *BinaryExpressionContext) SLASH(i int) antlr.TerminalNode {
	return s.GetToken(GLSLParserSLASH, i)
}

func (s *BinaryExpressionContext) AllPERCENT() []antlr.TerminalNode {
	return s.GetTokens(GLSLParserPERCENT)
}

func (s *BinaryExpressionContext) PERCENT(i int) antlr.TerminalNode {
	return s.GetToken(GLSLParserPERCENT, i)
}

func (s *BinaryExpressionContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *BinaryExpressionContext) ToStringTree(ruleNames []string, recog antlr.Recognizer) string {
	return antlr.TreesStringTree(s, ruleNames, recog)
}

func (s *BinaryExpressionContext) Accept(visitor antlr.ParseTreeVisitor) interface{} {
	switch t := visitor.(type) {
	case GLSLParserVisitor:
		return t.VisitBinaryExpression(s)

	default:
		return t.VisitChildren(s)
	}
}

func (p *GLSLParser) BinaryExpression() (localctx IBinaryExpressionContext) {
	localctx = NewBinaryExpressionContext(p, p.GetParserRuleContext(), p.GetState())
	p.EnterRule(localctx, 72, GLSLParserRULE_binaryExpression)
	var _la int

	p.EnterOuterAlt(localctx, 1)
	{
		p.SetState(507)
		p.UnaryExpression()
	}
	p.SetState(512)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}
	_la = p.GetTokenStream().LA(1)

	for (int64((_la-50)) & ^0x3f) == 0 && ((int64(1)<<(_la-50))&2097055) != 0 {
		{
			p.SetState(508)
			_la = p.GetTokenStream().LA(1)

			if !((int64((_la-50)) & ^0x3f) == 0 && ((int64(1)<<(_la-50))&2097055) != 0) {
				p.GetErrorHandler().RecoverInline(p)
			} else {
				p.GetErrorHandler().ReportMatch(p)
				p.Consume()
			}
		}
		{
			p.SetState(509)
			p.UnaryExpression()
		}

		p.SetState(514)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)
	}

errorExit:
	if p.HasError() {
		v := p.GetError()
		localctx.SetException(v)
		p.GetErrorHandler().ReportError(p, v)
		p.GetErrorHandler().Recover(p, v)
		p.SetError(nil)
	}
	p.ExitRule()
	if true {
		return localctx
	}
	goto errorExit // the label must be used
}

// IUnaryExpressionContext is an interface to support dynamic dispatch.
type IUnaryExpressionContext interface {
	antlr.ParserRuleContext

	// GetParser returns the parser.
	GetParser() antlr.Parser

	// Getter signatures
	PrimaryExpression() IPrimaryExpressionContext
	AllPostfixOperation() []IPostfixOperationContext
	PostfixOperation(i int) IPostfixOperationContext
	AllINC() []antlr.TerminalNode
	INC(i int) antlr.TerminalNode
	AllDEC() []antlr.TerminalNode
	DEC(i int) antlr.TerminalNode
	AllPLUS() []antlr.TerminalNode
	PLUS(i int) antlr.TerminalNode
	AllDASH() []antlr.TerminalNode
	DASH(i int) antlr.TerminalNode
	AllBANG() []antlr.TerminalNode
	BANG(i int) antlr.TerminalNode
	AllTILDE() []antlr.TerminalNode
	TILDE(i int) antlr.TerminalNode

	// IsUnaryExpressionContext differentiates from other interfaces.
	IsUnaryExpressionContext()
}

type UnaryExpressionContext struct {
	antlr.BaseParserRuleContext
	parser antlr.Parser
}

func NewEmptyUnaryExpressionContext() *UnaryExpressionContext {
	var p = new(UnaryExpressionContext)
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = GLSLParserRULE_unaryExpression
	return p
}

func InitEmptyUnaryExpressionContext(p *UnaryExpressionContext) {
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = GLSLParserRULE_unaryExpression
}

func (*UnaryExpressionContext) IsUnaryExpressionContext() {}

func NewUnaryExpressionContext(parser antlr.Parser, parent antlr.ParserRuleContext, invokingState int) *UnaryExpressionContext {
	var p = new(UnaryExpressionContext)

	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, parent, invokingState)

	p.parser = parser
	p.RuleIndex = GLSLParserRULE_unaryExpression

	return p
}

func (s *UnaryExpressionContext) GetParser() antlr.Parser { return s.parser }

func (s *UnaryExpressionContext) PrimaryExpression() IPrimaryExpressionContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IPrimaryExpressionContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IPrimaryExpressionContext)
}

func (s *UnaryExpressionContext) AllPostfixOperation() []IPostfixOperationContext {
	children := s.GetChildren()
	len := 0
	for _, ctx := range children {
		if _, ok := ctx.(IPostfixOperationContext); ok {
			len++
		}
	}

	tst := make([]IPostfixOperationContext, len)
	i := 0
	for _, ctx := range children {
		if t, ok := ctx.(IPostfixOperationContext); ok {
			tst[i] = t.(IPostfixOperationContext)
			i++
		}
	}

	return tst
}

func (s *UnaryExpressionContext) PostfixOperation(i int) IPostfixOperationContext {
	var t antlr.RuleContext
	j := 0
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IPostfixOperationContext); ok {
			if j == i {
				t = ctx.(antlr.RuleContext)
				break
			}
			j++
		}
	}

	if t == nil {
		return nil
	}

	return t.(IPostfixOperationContext)
}

func (s *UnaryExpressionContext) AllINC() []antlr.TerminalNode {
	return s.GetTokens(GLSLParserINC)
}

func (s *UnaryExpressionContext) INC(i int) antlr.TerminalNode {
	return s.GetToken(GLSLParserINC, i)
}

func (s *UnaryExpressionContext) AllDEC() []antlr.TerminalNode {
	return s.GetTokens(GLSLParserDEC)
}

func (s *UnaryExpressionContext) DEC(i int) antlr.TerminalNode {
	return s.GetToken(GLSLParserDEC, i)
}

func (s *UnaryExpressionContext) AllPLUS() []antlr.TerminalNode {
	return s.GetTokens(GLSLParserPLUS)
}

func (s *UnaryExpressionContext) PLUS(i int) antlr.TerminalNode {
	return s.GetToken(GLSLParserPLUS, i)
}

func (s *UnaryExpressionContext) AllDASH() []antlr.TerminalNode {
	return s.GetTokens(GLSLParserDASH)
}

func (s *UnaryExpressionContext) DASH(i int) antlr.TerminalNode {
	return s.GetToken(GLSLParserDASH, i)
}

func (s *UnaryExpressionContext) AllBANG() []antlr.TerminalNode {
	return s.GetTokens(GLSLParserBANG)
}

func (s *UnaryExpressionContext) BANG(i int) antlr.TerminalNode {
	return s.GetToken(GLSLParserBANG, i)
}

func (s *UnaryExpressionContext) AllTILDE() []antlr.TerminalNode {
	return s.GetTokens(GLSLParserTILDE)
}

func (s *UnaryExpressionContext) TILDE(i int) antlr.TerminalNode {
	return s.GetToken(GLSLParserTILDE, i)
}

func (s *UnaryExpressionContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *UnaryExpressionContext) ToStringTree(ruleNames []string, recog antlr.Recognizer) string {
	return antlr.TreesStringTree(s, ruleNames, recog)
}

func (s *UnaryExpressionContext) Accept(visitor antlr.ParseTreeVisitor) interface{} {
	switch t := visitor.(type) {
	case GLSLParserVisitor:
		return t.VisitUnaryExpression(s)

	default:
		return t.VisitChildren(s)
	}
}

func (p *GLSLParser) UnaryExpression() (localctx IUnaryExpressionContext) {
	localctx = NewUnaryExpressionContext(p, p.GetParserRuleContext(), p.GetState())
	p.EnterRule(localctx, 74, GLSLParserRULE_unaryExpression)
	var _la int

	var _alt int

	p.EnterOuterAlt(localctx, 1)
	p.SetState(518)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}
	_alt = p.GetInterpreter().AdaptivePredict(p.BaseParser, p.GetTokenStream(), 64, p.GetParserRuleContext())
	if p.HasError() {
		goto errorExit
	}
	for _alt != 2 && _alt != antlr.ATNInvalidAltNumber {
		if _alt == 1 {
			{
				p.SetState(515)
				_la = p.GetTokenStream().LA(1)

				if !((int64(_la) & ^0x3f) == 0 && ((int64(1)<<_la)&112308515707551744) != 0) {
					p.GetErrorHandler().RecoverInline(p)
				} else {
					p.GetErrorHandler().ReportMatch(p)
					p.Consume()
				}
			}

		}
		p.SetState(520)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_alt = p.GetInterpreter().AdaptivePredict(p.BaseParser, p.GetTokenStream(), 64, p.GetParserRuleContext())
		if p.HasError() {
			goto errorExit
		}
	}
	{
		p.SetState(521)
		p.PrimaryExpression()
	}
	p.SetState(525)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}
	_la = p.GetTokenStream().LA(1)

	for (int64(_la) & ^0x3f) == 0 && ((int64(1)<<_la)&844429560643584) != 0 {
		{
			p.SetState(522)
			p.PostfixOperation()
		}

		p.SetState(527)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)
	}

errorExit:
	if p.HasError() {
		v := p.GetError()
		localctx.SetException(v)
		p.GetErrorHandler().ReportError(p, v)
		p.GetErrorHandler().Recover(p, v)
		p.SetError(nil)
	}
	p.ExitRule()
	if true {
		return localctx
	}
	goto errorExit // the label must be used
}

// IPostfixOperationContext is an interface to support dynamic dispatch.
type IPostfixOperationContext interface {
	antlr.ParserRuleContext

	// GetParser returns the parser.
	GetParser() antlr.Parser
	// IsPostfixOperationContext differentiates from other interfaces.
	IsPostfixOperationContext()
}

type PostfixOperationContext struct {
	antlr.BaseParserRuleContext
	parser antlr.Parser
}

func NewEmptyPostfixOperationContext() *PostfixOperationContext {
	var p = new(PostfixOperationContext)
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = GLSLParserRULE_postfixOperation
	return p
}

func InitEmptyPostfixOperationContext(p *PostfixOperationContext) {
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = GLSLParserRULE_postfixOperation
}

func (*PostfixOperationContext) IsPostfixOperationContext() {}

func NewPostfixOperationContext(parser antlr.Parser, parent antlr.ParserRuleContext, invokingState int) *PostfixOperationContext {
	var p = new(PostfixOperationContext)

	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, parent, invokingState)

	p.parser = parser
	p.RuleIndex = GLSLParserRULE_postfixOperation

	return p
}

func (s *PostfixOperationContext) GetParser() antlr.Parser { return s.parser }

func (s *PostfixOperationContext) CopyAll(ctx *PostfixOperationContext) {
	s.CopyFrom(&ctx.BaseParserRuleContext)
}

func (s *PostfixOperationContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *PostfixOperationContext) ToStringTree(ruleNames []string, recog antlr.Recognizer) string {
	return antlr.TreesStringTree(s, ruleNames, recog)
}

type CallOperationContext struct {
	PostfixOperationContext
}

func NewCallOperationContext(parser antlr.Parser, ctx antlr.ParserRuleContext) *CallOperationContext {
	var p = new(CallOperationContext)

	InitEmptyPostfixOperationContext(&p.PostfixOperationContext)
	p.parser = parser
	p.CopyAll(ctx.(*PostfixOperationContext))

	return p
}

func (s *CallOperationContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *CallOperationContext) LEFT_PAREN() antlr.TerminalNode {
	return s.GetToken(GLSLParserLEFT_PAREN, 0)
}

func (s *CallOperationContext) RIGHT_PAREN() antlr.TerminalNode {
	return s.GetToken(GLSLParserRIGHT_PAREN, 0)
}

func (s *CallOperationContext) AllAssignmentExpression() []IAssignmentExpressionContext {
	children := s.GetChildren()
	len := 0
	for _, ctx := range children {
		if _, ok := ctx.(IAssignmentExpressionContext); ok {
			len++
		}
	}

	tst := make([]IAssignmentExpressionContext, len)
	i := 0
	for _, ctx := range children {
		if t, ok := ctx.(IAssignmentExpressionContext); ok {
			tst[i] = t.(IAssignmentExpressionContext)
			i++
		}
	}

	return tst
}

func (s *CallOperationContext) AssignmentExpression(i int) IAssignmentExpressionContext {
	var t antlr.RuleContext
	j := 0
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IAssignmentExpressionContext); ok {
			if j == i {
				t = ctx.(antlr.RuleContext)
				break
			}
			j++
		}
	}

	if t == nil {
		return nil
	}

	return t.(IAssignmentExpressionContext)
}

func (s *CallOperationContext) AllCOMMA() []antlr.TerminalNode {
	return s.GetTokens(GLSLParserCOMMA)
}

func (s *CallOperationContext) COMMA(i int) antlr.TerminalNode {
	return s.GetToken(GLSLParserCOMMA, i)
}

func (s *CallOperationContext) Accept(visitor antlr.ParseTreeVisitor) interface{} {
	switch t := visitor.(type) {
	case GLSLParserVisitor:
		return t.VisitCallOperation(s)

	default:
		return t.VisitChildren(s)
	}
}

type PostDecrementContext struct {
	PostfixOperationContext
}

func NewPostDecrementContext(parser antlr.Parser, ctx antlr.ParserRuleContext) *PostDecrementContext {
	var p = new(PostDecrementContext)

	InitEmptyPostfixOperationContext(&p.PostfixOperationContext)
	p.parser = parser
	p.CopyAll(ctx.(*PostfixOperationContext))

	return p
}

func (s *PostDecrementContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *PostDecrementContext) DEC() antlr.TerminalNode {
	return s.GetToken(GLSLParserDEC, 0)
}

func (s *PostDecrementContext) Accept(visitor antlr.ParseTreeVisitor) interface{} {
	switch t := visitor.(type) {
	case GLSLParserVisitor:
		return t.VisitPostDecrement(s)

	default:
		return t.VisitChildren(s)
	}
}

type FieldOperationContext struct {
	PostfixOperationContext
}

func NewFieldOperationContext(parser antlr.Parser, ctx antlr.ParserRuleContext) *FieldOperationContext {
	var p = new(FieldOperationContext)

	InitEmptyPostfixOperationContext(&p.PostfixOperationContext)
	p.parser = parser
	p.CopyAll(ctx.(*PostfixOperationContext))

	return p
}

func (s *FieldOperationContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *FieldOperationContext) DOT() antlr.TerminalNode {
	return s.GetToken(GLSLParserDOT, 0)
}

func (s *FieldOperationContext) IDENTIFIER() antlr.TerminalNode {
	return s.GetToken(GLSLParserIDENTIFIER, 0)
}

func (s *FieldOperationContext) Accept(visitor antlr.ParseTreeVisitor) interface{} {
	switch t := visitor.(type) {
	case GLSLParserVisitor:
		return t.VisitFieldOperation(s)

	default:
		return t.VisitChildren(s)
	}
}

type IndexOperationContext struct {
	PostfixOperationContext
}

func NewIndexOperationContext(parser antlr.Parser, ctx antlr.ParserRuleContext) *IndexOperationContext {
	var p = new(IndexOperationContext)

	InitEmptyPostfixOperationContext(&p.PostfixOperationContext)
	p.parser = parser
	p.CopyAll(ctx.(*PostfixOperationContext))

	return p
}

func (s *IndexOperationContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *IndexOperationContext) LEFT_BRACKET() antlr.TerminalNode {
	return s.GetToken(GLSLParserLEFT_BRACKET, 0)
}

func (s *IndexOperationContext) RIGHT_BRACKET() antlr.TerminalNode {
	return s.GetToken(GLSLParserRIGHT_BRACKET, 0)
}

func (s *IndexOperationContext) Expression() IExpressionContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IExpressionContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IExpressionContext)
}

func (s *IndexOperationContext) Accept(visitor antlr.ParseTreeVisitor) interface{} {
	switch t := visitor.(type) {
	case GLSLParserVisitor:
		return t.VisitIndexOperation(s)

	default:
		return t.VisitChildren(s)
	}
}

type PostIncrementContext struct {
	PostfixOperationContext
}

func NewPostIncrementContext(parser antlr.Parser, ctx antlr.ParserRuleContext) *PostIncrementContext {
	var p = new(PostIncrementContext)

	InitEmptyPostfixOperationContext(&p.PostfixOperationContext)
	p.parser = parser
	p.CopyAll(ctx.(*PostfixOperationContext))

	return p
}

func (s *PostIncrementContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *PostIncrementContext) INC() antlr.TerminalNode {
	return s.GetToken(GLSLParserINC, 0)
}

func (s *PostIncrementContext) Accept(visitor antlr.ParseTreeVisitor) interface{} {
	switch t := visitor.(type) {
	case GLSLParserVisitor:
		return t.VisitPostIncrement(s)

	default:
		return t.VisitChildren(s)
	}
}

func (p *GLSLParser) PostfixOperation() (localctx IPostfixOperationContext) {
	localctx = NewPostfixOperationContext(p, p.GetParserRuleContext(), p.GetState())
	p.EnterRule(localctx, 76, GLSLParserRULE_postfixOperation)
	var _la int

	p.SetState(549)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}

	switch p.GetTokenStream().LA(1) {
	case GLSLParserLEFT_BRACKET:
		localctx = NewIndexOperationContext(p, localctx)
		p.EnterOuterAlt(localctx, 1)
		{
			p.SetState(528)
			p.Match(GLSLParserLEFT_BRACKET)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		p.SetState(530)
		p.GetErrorHandler().Sync(p)

		if p.GetInterpreter().AdaptivePredict(p.BaseParser, p.GetTokenStream(), 66, p.GetParserRuleContext()) == 1 {
			{
				p.SetState(529)
				p.Expression()
			}

		} else if p.HasError() { // JIM
			goto errorExit
		}
		{
			p.SetState(532)
			p.Match(GLSLParserRIGHT_BRACKET)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}

	case GLSLParserLEFT_PAREN:
		localctx = NewCallOperationContext(p, localctx)
		p.EnterOuterAlt(localctx, 2)
		{
			p.SetState(533)
			p.Match(GLSLParserLEFT_PAREN)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		p.SetState(542)
		p.GetErrorHandler().Sync(p)

		if p.GetInterpreter().AdaptivePredict(p.BaseParser, p.GetTokenStream(), 68, p.GetParserRuleContext()) == 1 {
			{
				p.SetState(534)
				p.AssignmentExpression()
			}
			p.SetState(539)
			p.GetErrorHandler().Sync(p)
			if p.HasError() {
				goto errorExit
			}
			_la = p.GetTokenStream().LA(1)

			for _la == GLSLParserCOMMA {
				{
					p.SetState(535)
					p.Match(GLSLParserCOMMA)
					if p.HasError() {
						// Recognition error - abort rule
						goto errorExit
					}
				}
				{
					p.SetState(536)
					p.AssignmentExpression()
				}

				p.SetState(541)
				p.GetErrorHandler().Sync(p)
				if p.HasError() {
					goto errorExit
				}
				_la = p.GetTokenStream().LA(1)
			}

		} else if p.HasError() { // JIM
			goto errorExit
		}
		{
			p.SetState(544)
			p.Match(GLSLParserRIGHT_PAREN)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}

	case GLSLParserDOT:
		localctx = NewFieldOperationContext(p, localctx)
		p.EnterOuterAlt(localctx, 3)
		{
			p.SetState(545)
			p.Match(GLSLParserDOT)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(546)
			p.Match(GLSLParserIDENTIFIER)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}

	case GLSLParserINC:
		localctx = NewPostIncrementContext(p, localctx)
		p.EnterOuterAlt(localctx, 4)
		{
			p.SetState(547)
			p.Match(GLSLParserINC)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}

	case GLSLParserDEC:
		localctx = NewPostDecrementContext(p, localctx)
		p.EnterOuterAlt(localctx, 5)
		{
			p.SetState(548)
			p.Match(GLSLParserDEC)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}

	default:
		p.SetError(antlr.NewNoViableAltException(p, nil, nil, nil, nil, nil))
		goto errorExit
	}

errorExit:
	if p.HasError() {
		v := p.GetError()
		localctx.SetException(v)
		p.GetErrorHandler().ReportError(p, v)
		p.GetErrorHandler().Recover(p, v)
		p.SetError(nil)
	}
	p.ExitRule()
	if true {
		return localctx
	}
	goto errorExit // the label must be used
}

// IPrimaryExpressionContext is an interface to support dynamic dispatch.
type IPrimaryExpressionContext interface {
	antlr.ParserRuleContext

	// GetParser returns the parser.
	GetParser() antlr.Parser
	// IsPrimaryExpressionContext differentiates from other interfaces.
	IsPrimaryExpressionContext()
}

type PrimaryExpressionContext struct {
	antlr.BaseParserRuleContext
	parser antlr.Parser
}

func NewEmptyPrimaryExpressionContext() *PrimaryExpressionContext {
	var p = new(PrimaryExpressionContext)
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = GLSLParserRULE_primaryExpression
	return p
}

func InitEmptyPrimaryExpressionContext(p *PrimaryExpressionContext) {
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = GLSLParserRULE_primaryExpression
}

func (*PrimaryExpressionContext) IsPrimaryExpressionContext() {}

func NewPrimaryExpressionContext(parser antlr.Parser, parent antlr.ParserRuleContext, invokingState int) *PrimaryExpressionContext {
	var p = new(PrimaryExpressionContext)

	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, parent, invokingState)

	p.parser = parser
	p.RuleIndex = GLSLParserRULE_primaryExpression

	return p
}

func (s *PrimaryExpressionContext) GetParser() antlr.Parser { return s.parser }

func (s *PrimaryExpressionContext) CopyAll(ctx *PrimaryExpressionContext) {
	s.CopyFrom(&ctx.BaseParserRuleContext)
}

func (s *PrimaryExpressionContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *PrimaryExpressionContext) ToStringTree(ruleNames []string, recog antlr.Recognizer) string {
	return antlr.TreesStringTree(s, ruleNames, recog)
}

type FloatPrimaryContext struct {
	PrimaryExpressionContext
}

func NewFloatPrimaryContext(parser antlr.Parser, ctx antlr.ParserRuleContext) *FloatPrimaryContext {
	var p = new(FloatPrimaryContext)

	InitEmptyPrimaryExpressionContext(&p.PrimaryExpressionContext)
	p.parser = parser
	p.CopyAll(ctx.(*PrimaryExpressionContext))

	return p
}

func (s *FloatPrimaryContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *FloatPrimaryContext) FLOATCONSTANT() antlr.TerminalNode {
	return s.GetToken(GLSLParserFLOATCONSTANT, 0)
}

func (s *FloatPrimaryContext) Accept(visitor antlr.ParseTreeVisitor) interface{} {
	switch t := visitor.(type) {
	case GLSLParserVisitor:
		return t.VisitFloatPrimary(s)

	default:
		return t.VisitChildren(s)
	}
}

type ParenPrimaryContext struct {
	PrimaryExpressionContext
}

func NewParenPrimaryContext(parser antlr.Parser, ctx antlr.ParserRuleContext) *ParenPrimaryContext {
	var p = new(ParenPrimaryContext)

	InitEmptyPrimaryExpressionContext(&p.PrimaryExpressionContext)
	p.parser = parser
	p.CopyAll(ctx.(*PrimaryExpressionContext))

	return p
}

func (s *ParenPrimaryContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *ParenPrimaryContext) LEFT_PAREN() antlr.TerminalNode {
	return s.GetToken(GLSLParserLEFT_PAREN, 0)
}

func (s *ParenPrimaryContext) Expression() IExpressionContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IExpressionContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IExpressionContext)
}

func (s *ParenPrimaryContext) RIGHT_PAREN() antlr.TerminalNode {
	return s.GetToken(GLSLParserRIGHT_PAREN, 0)
}

func (s *ParenPrimaryContext) Accept(visitor antlr.ParseTreeVisitor) interface{} {
	switch t := visitor.(type) {
	case GLSLParserVisitor:
		return t.VisitParenPrimary(s)

	default:
		return t.VisitChildren(s)
	}
}

type VariablePrimaryContext struct {
	PrimaryExpressionContext
}

func NewVariablePrimaryContext(parser antlr.Parser, ctx antlr.ParserRuleContext) *VariablePrimaryContext {
	var p = new(VariablePrimaryContext)

	InitEmptyPrimaryExpressionContext(&p.PrimaryExpressionContext)
	p.parser = parser
	p.CopyAll(ctx.(*PrimaryExpressionContext))

	return p
}

func (s *VariablePrimaryContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *VariablePrimaryContext) IDENTIFIER() antlr.TerminalNode {
	return s.GetToken(GLSLParserIDENTIFIER, 0)
}

func (s *VariablePrimaryContext) Accept(visitor antlr.ParseTreeVisitor) interface{} {
	switch t := visitor.(type) {
	case GLSLParserVisitor:
		return t.VisitVariablePrimary(s)

	default:
		return t.VisitChildren(s)
	}
}

type TypeNamePrimaryContext struct {
	PrimaryExpressionContext
}

func NewTypeNamePrimaryContext(parser antlr.Parser, ctx antlr.ParserRuleContext) *TypeNamePrimaryContext {
	var p = new(TypeNamePrimaryContext)

	InitEmptyPrimaryExpressionContext(&p.PrimaryExpressionContext)
	p.parser = parser
	p.CopyAll(ctx.(*PrimaryExpressionContext))

	return p
}

func (s *TypeNamePrimaryContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *TypeNamePrimaryContext) TypeName() ITypeNameContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(ITypeNameContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(ITypeNameContext)
}

func (s *TypeNamePrimaryContext) Accept(visitor antlr.ParseTreeVisitor) interface{} {
	switch t := visitor.(type) {
	case GLSLParserVisitor:
		return t.VisitTypeNamePrimary(s)

	default:
		return t.VisitChildren(s)
	}
}

type IntPrimaryContext struct {
	PrimaryExpressionContext
}

func NewIntPrimaryContext(parser antlr.Parser, ctx antlr.ParserRuleContext) *IntPrimaryContext {
	var p = new(IntPrimaryContext)

	InitEmptyPrimaryExpressionContext(&p.PrimaryExpressionContext)
	p.parser = parser
	p.CopyAll(ctx.(*PrimaryExpressionContext))

	return p
}

func (s *IntPrimaryContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *IntPrimaryContext) INTCONSTANT() antlr.TerminalNode {
	return s.GetToken(GLSLParserINTCONSTANT, 0)
}

func (s *IntPrimaryContext) Accept(visitor antlr.ParseTreeVisitor) interface{} {
	switch t := visitor.(type) {
	case GLSLParserVisitor:
		return t.VisitIntPrimary(s)

	default:
		return t.VisitChildren(s)
	}
}

type TypeKeywordPrimaryContext struct {
	PrimaryExpressionContext
}

func NewTypeKeywordPrimaryContext(parser antlr.Parser, ctx antlr.ParserRuleContext) *TypeKeywordPrimaryContext {
	var p = new(TypeKeywordPrimaryContext)

	InitEmptyPrimaryExpressionContext(&p.PrimaryExpressionContext)
	p.parser = parser
	p.CopyAll(ctx.(*PrimaryExpressionContext))

	return p
}

func (s *TypeKeywordPrimaryContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *TypeKeywordPrimaryContext) TYPE() antlr.TerminalNode {
	return s.GetToken(GLSLParserTYPE, 0)
}

func (s *TypeKeywordPrimaryContext) TypeParameters() ITypeParametersContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(ITypeParametersContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(ITypeParametersContext)
}

func (s *TypeKeywordPrimaryContext) Accept(visitor antlr.ParseTreeVisitor) interface{} {
	switch t := visitor.(type) {
	case GLSLParserVisitor:
		return t.VisitTypeKeywordPrimary(s)

	default:
		return t.VisitChildren(s)
	}
}

type StringPrimaryContext struct {
	PrimaryExpressionContext
}

func NewStringPrimaryContext(parser antlr.Parser, ctx antlr.ParserRuleContext) *StringPrimaryContext {
	var p = new(StringPrimaryContext)

	InitEmptyPrimaryExpressionContext(&p.PrimaryExpressionContext)
	p.parser = parser
	p.CopyAll(ctx.(*PrimaryExpressionContext))

	return p
}

func (s *StringPrimaryContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *StringPrimaryContext) STRINGCONSTANT() antlr.TerminalNode {
	return s.GetToken(GLSLParserSTRINGCONSTANT, 0)
}

func (s *StringPrimaryContext) Accept(visitor antlr.ParseTreeVisitor) interface{} {
	switch t := visitor.(type) {
	case GLSLParserVisitor:
		return t.VisitStringPrimary(s)

	default:
		return t.VisitChildren(s)
	}
}

type BoolPrimaryContext struct {
	PrimaryExpressionContext
}

func NewBoolPrimaryContext(parser antlr.Parser, ctx antlr.ParserRuleContext) *BoolPrimaryContext {
	var p = new(BoolPrimaryContext)

	InitEmptyPrimaryExpressionContext(&p.PrimaryExpressionContext)
	p.parser = parser
	p.CopyAll(ctx.(*PrimaryExpressionContext))

	return p
}

func (s *BoolPrimaryContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *BoolPrimaryContext) BOOLCONSTANT() antlr.TerminalNode {
	return s.GetToken(GLSLParserBOOLCONSTANT, 0)
}

func (s *BoolPrimaryContext) Accept(visitor antlr.ParseTreeVisitor) interface{} {
	switch t := visitor.(type) {
	case GLSLParserVisitor:
		return t.VisitBoolPrimary(s)

	default:
		return t.VisitChildren(s)
	}
}

func (p *GLSLParser) PrimaryExpression() (localctx IPrimaryExpressionContext) {
	localctx = NewPrimaryExpressionContext(p, p.GetParserRuleContext(), p.GetState())
	p.EnterRule(localctx, 78, GLSLParserRULE_primaryExpression)
	p.SetState(566)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}

	switch p.GetInterpreter().AdaptivePredict(p.BaseParser, p.GetTokenStream(), 71, p.GetParserRuleContext()) {
	case 1:
		localctx = NewTypeNamePrimaryContext(p, localctx)
		p.EnterOuterAlt(localctx, 1)
		{
			p.SetState(551)
			p.TypeName()
		}

	case 2:
		localctx = NewVariablePrimaryContext(p, localctx)
		p.EnterOuterAlt(localctx, 2)
		p.SetState(552)

		if !(!p.isTypeName()) {
			p.SetError(antlr.NewFailedPredicateException(p, " !p.isTypeName() ", ""))
			goto errorExit
		}
		{
			p.SetState(553)
			p.Match(GLSLParserIDENTIFIER)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}

	case 3:
		localctx = NewTypeKeywordPrimaryContext(p, localctx)
		p.EnterOuterAlt(localctx, 3)
		{
			p.SetState(554)
			p.Match(GLSLParserTYPE)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		p.SetState(556)
		p.GetErrorHandler().Sync(p)

		if p.GetInterpreter().AdaptivePredict(p.BaseParser, p.GetTokenStream(), 70, p.GetParserRuleContext()) == 1 {
			{
				p.SetState(555)
				p.TypeParameters()
			}

		} else if p.HasError() { // JIM
			goto errorExit
		}

	case 4:
		localctx = NewIntPrimaryContext(p, localctx)
		p.EnterOuterAlt(localctx, 4)
		{
			p.SetState(558)
			p.Match(GLSLParserINTCONSTANT)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}

	case 5:
		localctx = NewFloatPrimaryContext(p, localctx)
		p.EnterOuterAlt(localctx, 5)
		{
			p.SetState(559)
			p.Match(GLSLParserFLOATCONSTANT)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}

	case 6:
		localctx = NewBoolPrimaryContext(p, localctx)
		p.EnterOuterAlt(localctx, 6)
		{
			p.SetState(560)
			p.Match(GLSLParserBOOLCONSTANT)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}

	case 7:
		localctx = NewStringPrimaryContext(p, localctx)
		p.EnterOuterAlt(localctx, 7)
		{
			p.SetState(561)
			p.Match(GLSLParserSTRINGCONSTANT)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}

	case 8:
		localctx = NewParenPrimaryContext(p, localctx)
		p.EnterOuterAlt(localctx, 8)
		{
			p.SetState(562)
			p.Match(GLSLParserLEFT_PAREN)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(563)
			p.Expression()
		}
		{
			p.SetState(564)
			p.Match(GLSLParserRIGHT_PAREN)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}

	case antlr.ATNInvalidAltNumber:
		goto errorExit
	}

errorExit:
	if p.HasError() {
		v := p.GetError()
		localctx.SetException(v)
		p.GetErrorHandler().ReportError(p, v)
		p.GetErrorHandler().Recover(p, v)
		p.SetError(nil)
	}
	p.ExitRule()
	if true {
		return localctx
	}
	goto errorExit // the label must be used
}

func (p *GLSLParser) Sempred(localctx antlr.RuleContext, ruleIndex, predIndex int) bool {
	switch ruleIndex {
	case 20:
		var t *TypeNameContext = nil
		if localctx != nil {
			t = localctx.(*TypeNameContext)
		}
		return p.TypeName_Sempred(t, predIndex)

	case 39:
		var t *PrimaryExpressionContext = nil
		if localctx != nil {
			t = localctx.(*PrimaryExpressionContext)
		}
		return p.PrimaryExpression_Sempred(t, predIndex)

	default:
		panic("No predicate with index: " + fmt.Sprint(ruleIndex))
	}
}

func (p *GLSLParser) TypeName_Sempred(localctx antlr.RuleContext, predIndex int) bool {
	switch predIndex {
	case 0:
		return p.isTypeName()

	default:
		panic("No predicate with index: " + fmt.Sprint(predIndex))
	}
}

func (p *GLSLParser) PrimaryExpression_Sempred(localctx antlr.RuleContext, predIndex int) bool {
	switch predIndex {
	case 1:
		return !p.isTypeName()

	default:
		panic("No predicate with index: " + fmt.Sprint(predIndex))
	}
}
