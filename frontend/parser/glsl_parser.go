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
		"", "", "", "", "", "", "", "", "", "'layout'", "'shared'", "'precision'",
		"'struct'", "'if'", "'else'", "'switch'", "'case'", "'default'", "'while'",
		"'do'", "'for'", "'continue'", "'break'", "'return'", "'discard'", "'('",
		"')'", "'['", "']'", "'{'", "'}'", "'.'", "','", "':'", "';'", "'?'",
		"'='", "'*='", "'/='", "'%='", "'+='", "'-='", "'<<='", "'>>='", "'&='",
		"'^='", "'|='", "'++'", "'--'", "'+'", "'-'", "'*'", "'/'", "'%'", "'!'",
		"'~'", "'<<'", "'>>'", "'<'", "'>'", "'<='", "'>='", "'=='", "'!='",
		"'&'", "'^'", "'|'", "'&&'", "'^^'", "'||'",
	}
	staticData.SymbolicNames = []string{
		"", "TYPE", "QUALIFIER", "PRECISION_QUALIFIER", "BOOLCONSTANT", "IDENTIFIER",
		"INTCONSTANT", "FLOATCONSTANT", "STRINGCONSTANT", "LAYOUT", "SHARED",
		"PRECISION", "STRUCT", "IF", "ELSE", "SWITCH", "CASE", "DEFAULT", "WHILE",
		"DO", "FOR", "CONTINUE", "BREAK", "RETURN", "DISCARD", "LEFT_PAREN",
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
		"typeQualifier", "singleTypeQualifier", "layoutQualifierId", "typeSpecifier",
		"typeName", "structSpecifier", "arraySpecifier", "arrayDimension", "attribute",
		"singleAttribute", "statement", "compoundStatement", "simpleStatement",
		"whileStatement", "forStatement", "forInit", "condition", "expression",
		"assignmentExpression", "conditionalExpression", "binaryExpression",
		"unaryExpression", "postfixOperation", "primaryExpression",
	}
	staticData.PredictionContextCache = antlr.NewPredictionContextCache()
	staticData.serializedATN = []int32{
		4, 1, 69, 513, 2, 0, 7, 0, 2, 1, 7, 1, 2, 2, 7, 2, 2, 3, 7, 3, 2, 4, 7,
		4, 2, 5, 7, 5, 2, 6, 7, 6, 2, 7, 7, 7, 2, 8, 7, 8, 2, 9, 7, 9, 2, 10, 7,
		10, 2, 11, 7, 11, 2, 12, 7, 12, 2, 13, 7, 13, 2, 14, 7, 14, 2, 15, 7, 15,
		2, 16, 7, 16, 2, 17, 7, 17, 2, 18, 7, 18, 2, 19, 7, 19, 2, 20, 7, 20, 2,
		21, 7, 21, 2, 22, 7, 22, 2, 23, 7, 23, 2, 24, 7, 24, 2, 25, 7, 25, 2, 26,
		7, 26, 2, 27, 7, 27, 2, 28, 7, 28, 2, 29, 7, 29, 2, 30, 7, 30, 2, 31, 7,
		31, 2, 32, 7, 32, 2, 33, 7, 33, 2, 34, 7, 34, 2, 35, 7, 35, 2, 36, 7, 36,
		1, 0, 5, 0, 76, 8, 0, 10, 0, 12, 0, 79, 9, 0, 1, 0, 1, 0, 1, 1, 5, 1, 84,
		8, 1, 10, 1, 12, 1, 87, 9, 1, 1, 1, 1, 1, 3, 1, 91, 8, 1, 1, 2, 1, 2, 1,
		2, 1, 2, 1, 2, 1, 2, 1, 2, 1, 2, 1, 2, 3, 2, 102, 8, 2, 1, 3, 1, 3, 1,
		3, 1, 3, 4, 3, 108, 8, 3, 11, 3, 12, 3, 109, 1, 3, 1, 3, 3, 3, 114, 8,
		3, 1, 3, 1, 3, 1, 3, 1, 3, 1, 3, 1, 3, 5, 3, 122, 8, 3, 10, 3, 12, 3, 125,
		9, 3, 1, 3, 3, 3, 128, 8, 3, 1, 4, 1, 4, 1, 4, 3, 4, 133, 8, 4, 1, 5, 1,
		5, 1, 5, 1, 6, 1, 6, 1, 6, 1, 6, 1, 6, 5, 6, 143, 8, 6, 10, 6, 12, 6, 146,
		9, 6, 1, 6, 1, 6, 3, 6, 150, 8, 6, 1, 7, 1, 7, 1, 7, 1, 7, 1, 7, 5, 7,
		157, 8, 7, 10, 7, 12, 7, 160, 9, 7, 3, 7, 162, 8, 7, 1, 7, 1, 7, 5, 7,
		166, 8, 7, 10, 7, 12, 7, 169, 9, 7, 1, 7, 1, 7, 3, 7, 173, 8, 7, 1, 8,
		3, 8, 176, 8, 8, 1, 8, 1, 8, 1, 8, 1, 8, 3, 8, 182, 8, 8, 3, 8, 184, 8,
		8, 1, 9, 1, 9, 1, 9, 3, 9, 189, 8, 9, 1, 9, 1, 9, 3, 9, 193, 8, 9, 1, 10,
		1, 10, 1, 10, 1, 10, 1, 10, 5, 10, 200, 8, 10, 10, 10, 12, 10, 203, 9,
		10, 1, 10, 3, 10, 206, 8, 10, 3, 10, 208, 8, 10, 1, 10, 3, 10, 211, 8,
		10, 1, 11, 3, 11, 214, 8, 11, 1, 11, 1, 11, 1, 11, 1, 11, 5, 11, 220, 8,
		11, 10, 11, 12, 11, 223, 9, 11, 1, 11, 1, 11, 1, 12, 1, 12, 3, 12, 229,
		8, 12, 1, 13, 4, 13, 232, 8, 13, 11, 13, 12, 13, 233, 1, 14, 1, 14, 1,
		14, 1, 14, 1, 14, 5, 14, 241, 8, 14, 10, 14, 12, 14, 244, 9, 14, 1, 14,
		1, 14, 1, 14, 1, 14, 1, 14, 3, 14, 251, 8, 14, 1, 15, 1, 15, 1, 15, 3,
		15, 256, 8, 15, 1, 15, 3, 15, 259, 8, 15, 1, 16, 1, 16, 1, 16, 3, 16, 264,
		8, 16, 1, 16, 3, 16, 267, 8, 16, 1, 17, 1, 17, 1, 17, 1, 18, 1, 18, 1,
		18, 3, 18, 275, 8, 18, 1, 18, 1, 18, 4, 18, 279, 8, 18, 11, 18, 12, 18,
		280, 1, 18, 1, 18, 1, 19, 4, 19, 286, 8, 19, 11, 19, 12, 19, 287, 1, 20,
		1, 20, 3, 20, 292, 8, 20, 1, 20, 1, 20, 1, 21, 1, 21, 1, 21, 1, 21, 1,
		21, 5, 21, 301, 8, 21, 10, 21, 12, 21, 304, 9, 21, 1, 21, 1, 21, 1, 21,
		1, 22, 1, 22, 1, 22, 1, 22, 1, 22, 5, 22, 314, 8, 22, 10, 22, 12, 22, 317,
		9, 22, 1, 22, 1, 22, 3, 22, 321, 8, 22, 1, 23, 5, 23, 324, 8, 23, 10, 23,
		12, 23, 327, 9, 23, 1, 23, 1, 23, 3, 23, 331, 8, 23, 1, 24, 1, 24, 5, 24,
		335, 8, 24, 10, 24, 12, 24, 338, 9, 24, 1, 24, 1, 24, 1, 25, 1, 25, 1,
		25, 1, 25, 1, 25, 1, 25, 1, 25, 1, 25, 1, 25, 1, 25, 1, 25, 1, 25, 3, 25,
		354, 8, 25, 1, 25, 1, 25, 1, 25, 1, 25, 1, 25, 1, 25, 1, 25, 1, 25, 1,
		25, 1, 25, 1, 25, 1, 25, 1, 25, 1, 25, 1, 25, 1, 25, 1, 25, 1, 25, 1, 25,
		1, 25, 1, 25, 1, 25, 1, 25, 1, 25, 1, 25, 1, 25, 1, 25, 1, 25, 3, 25, 384,
		8, 25, 1, 25, 1, 25, 1, 25, 3, 25, 389, 8, 25, 1, 26, 1, 26, 1, 26, 1,
		26, 1, 26, 1, 26, 1, 27, 1, 27, 1, 27, 1, 27, 3, 27, 401, 8, 27, 1, 27,
		1, 27, 3, 27, 405, 8, 27, 1, 27, 1, 27, 1, 27, 1, 28, 1, 28, 3, 28, 412,
		8, 28, 1, 28, 3, 28, 415, 8, 28, 1, 29, 3, 29, 418, 8, 29, 1, 29, 1, 29,
		1, 29, 1, 29, 1, 29, 1, 29, 1, 29, 3, 29, 427, 8, 29, 1, 30, 1, 30, 1,
		30, 5, 30, 432, 8, 30, 10, 30, 12, 30, 435, 9, 30, 1, 31, 1, 31, 1, 31,
		1, 31, 1, 31, 1, 31, 1, 31, 1, 31, 3, 31, 445, 8, 31, 1, 32, 1, 32, 1,
		32, 1, 32, 1, 32, 1, 32, 3, 32, 453, 8, 32, 1, 33, 1, 33, 1, 33, 5, 33,
		458, 8, 33, 10, 33, 12, 33, 461, 9, 33, 1, 34, 5, 34, 464, 8, 34, 10, 34,
		12, 34, 467, 9, 34, 1, 34, 1, 34, 5, 34, 471, 8, 34, 10, 34, 12, 34, 474,
		9, 34, 1, 35, 1, 35, 3, 35, 478, 8, 35, 1, 35, 1, 35, 1, 35, 1, 35, 1,
		35, 5, 35, 485, 8, 35, 10, 35, 12, 35, 488, 9, 35, 3, 35, 490, 8, 35, 1,
		35, 1, 35, 1, 35, 1, 35, 1, 35, 3, 35, 497, 8, 35, 1, 36, 1, 36, 1, 36,
		1, 36, 1, 36, 1, 36, 1, 36, 1, 36, 1, 36, 1, 36, 1, 36, 1, 36, 3, 36, 511,
		8, 36, 1, 36, 0, 0, 37, 0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24,
		26, 28, 30, 32, 34, 36, 38, 40, 42, 44, 46, 48, 50, 52, 54, 56, 58, 60,
		62, 64, 66, 68, 70, 72, 0, 3, 1, 0, 36, 46, 2, 0, 49, 53, 56, 69, 2, 0,
		47, 50, 54, 55, 568, 0, 77, 1, 0, 0, 0, 2, 90, 1, 0, 0, 0, 4, 101, 1, 0,
		0, 0, 6, 127, 1, 0, 0, 0, 8, 129, 1, 0, 0, 0, 10, 134, 1, 0, 0, 0, 12,
		149, 1, 0, 0, 0, 14, 151, 1, 0, 0, 0, 16, 175, 1, 0, 0, 0, 18, 185, 1,
		0, 0, 0, 20, 210, 1, 0, 0, 0, 22, 213, 1, 0, 0, 0, 24, 226, 1, 0, 0, 0,
		26, 231, 1, 0, 0, 0, 28, 250, 1, 0, 0, 0, 30, 258, 1, 0, 0, 0, 32, 263,
		1, 0, 0, 0, 34, 268, 1, 0, 0, 0, 36, 271, 1, 0, 0, 0, 38, 285, 1, 0, 0,
		0, 40, 289, 1, 0, 0, 0, 42, 295, 1, 0, 0, 0, 44, 308, 1, 0, 0, 0, 46, 325,
		1, 0, 0, 0, 48, 332, 1, 0, 0, 0, 50, 388, 1, 0, 0, 0, 52, 390, 1, 0, 0,
		0, 54, 396, 1, 0, 0, 0, 56, 414, 1, 0, 0, 0, 58, 426, 1, 0, 0, 0, 60, 428,
		1, 0, 0, 0, 62, 436, 1, 0, 0, 0, 64, 446, 1, 0, 0, 0, 66, 454, 1, 0, 0,
		0, 68, 465, 1, 0, 0, 0, 70, 496, 1, 0, 0, 0, 72, 510, 1, 0, 0, 0, 74, 76,
		3, 2, 1, 0, 75, 74, 1, 0, 0, 0, 76, 79, 1, 0, 0, 0, 77, 75, 1, 0, 0, 0,
		77, 78, 1, 0, 0, 0, 78, 80, 1, 0, 0, 0, 79, 77, 1, 0, 0, 0, 80, 81, 5,
		0, 0, 1, 81, 1, 1, 0, 0, 0, 82, 84, 3, 42, 21, 0, 83, 82, 1, 0, 0, 0, 84,
		87, 1, 0, 0, 0, 85, 83, 1, 0, 0, 0, 85, 86, 1, 0, 0, 0, 86, 88, 1, 0, 0,
		0, 87, 85, 1, 0, 0, 0, 88, 91, 3, 4, 2, 0, 89, 91, 5, 34, 0, 0, 90, 85,
		1, 0, 0, 0, 90, 89, 1, 0, 0, 0, 91, 3, 1, 0, 0, 0, 92, 93, 5, 11, 0, 0,
		93, 94, 5, 3, 0, 0, 94, 95, 3, 32, 16, 0, 95, 96, 5, 34, 0, 0, 96, 102,
		1, 0, 0, 0, 97, 98, 3, 26, 13, 0, 98, 99, 3, 6, 3, 0, 99, 102, 1, 0, 0,
		0, 100, 102, 3, 10, 5, 0, 101, 92, 1, 0, 0, 0, 101, 97, 1, 0, 0, 0, 101,
		100, 1, 0, 0, 0, 102, 5, 1, 0, 0, 0, 103, 128, 5, 34, 0, 0, 104, 105, 5,
		5, 0, 0, 105, 107, 5, 29, 0, 0, 106, 108, 3, 22, 11, 0, 107, 106, 1, 0,
		0, 0, 108, 109, 1, 0, 0, 0, 109, 107, 1, 0, 0, 0, 109, 110, 1, 0, 0, 0,
		110, 111, 1, 0, 0, 0, 111, 113, 5, 30, 0, 0, 112, 114, 3, 8, 4, 0, 113,
		112, 1, 0, 0, 0, 113, 114, 1, 0, 0, 0, 114, 115, 1, 0, 0, 0, 115, 116,
		5, 34, 0, 0, 116, 128, 1, 0, 0, 0, 117, 128, 3, 10, 5, 0, 118, 123, 5,
		5, 0, 0, 119, 120, 5, 32, 0, 0, 120, 122, 5, 5, 0, 0, 121, 119, 1, 0, 0,
		0, 122, 125, 1, 0, 0, 0, 123, 121, 1, 0, 0, 0, 123, 124, 1, 0, 0, 0, 124,
		126, 1, 0, 0, 0, 125, 123, 1, 0, 0, 0, 126, 128, 5, 34, 0, 0, 127, 103,
		1, 0, 0, 0, 127, 104, 1, 0, 0, 0, 127, 117, 1, 0, 0, 0, 127, 118, 1, 0,
		0, 0, 128, 7, 1, 0, 0, 0, 129, 130, 5, 5, 0, 0, 130, 132, 6, 4, -1, 0,
		131, 133, 3, 38, 19, 0, 132, 131, 1, 0, 0, 0, 132, 133, 1, 0, 0, 0, 133,
		9, 1, 0, 0, 0, 134, 135, 3, 32, 16, 0, 135, 136, 3, 12, 6, 0, 136, 11,
		1, 0, 0, 0, 137, 150, 5, 34, 0, 0, 138, 150, 3, 14, 7, 0, 139, 144, 3,
		18, 9, 0, 140, 141, 5, 32, 0, 0, 141, 143, 3, 18, 9, 0, 142, 140, 1, 0,
		0, 0, 143, 146, 1, 0, 0, 0, 144, 142, 1, 0, 0, 0, 144, 145, 1, 0, 0, 0,
		145, 147, 1, 0, 0, 0, 146, 144, 1, 0, 0, 0, 147, 148, 5, 34, 0, 0, 148,
		150, 1, 0, 0, 0, 149, 137, 1, 0, 0, 0, 149, 138, 1, 0, 0, 0, 149, 139,
		1, 0, 0, 0, 150, 13, 1, 0, 0, 0, 151, 152, 5, 5, 0, 0, 152, 161, 5, 25,
		0, 0, 153, 158, 3, 16, 8, 0, 154, 155, 5, 32, 0, 0, 155, 157, 3, 16, 8,
		0, 156, 154, 1, 0, 0, 0, 157, 160, 1, 0, 0, 0, 158, 156, 1, 0, 0, 0, 158,
		159, 1, 0, 0, 0, 159, 162, 1, 0, 0, 0, 160, 158, 1, 0, 0, 0, 161, 153,
		1, 0, 0, 0, 161, 162, 1, 0, 0, 0, 162, 163, 1, 0, 0, 0, 163, 167, 5, 26,
		0, 0, 164, 166, 3, 42, 21, 0, 165, 164, 1, 0, 0, 0, 166, 169, 1, 0, 0,
		0, 167, 165, 1, 0, 0, 0, 167, 168, 1, 0, 0, 0, 168, 172, 1, 0, 0, 0, 169,
		167, 1, 0, 0, 0, 170, 173, 3, 48, 24, 0, 171, 173, 5, 34, 0, 0, 172, 170,
		1, 0, 0, 0, 172, 171, 1, 0, 0, 0, 173, 15, 1, 0, 0, 0, 174, 176, 3, 26,
		13, 0, 175, 174, 1, 0, 0, 0, 175, 176, 1, 0, 0, 0, 176, 177, 1, 0, 0, 0,
		177, 183, 3, 32, 16, 0, 178, 179, 5, 5, 0, 0, 179, 181, 6, 8, -1, 0, 180,
		182, 3, 38, 19, 0, 181, 180, 1, 0, 0, 0, 181, 182, 1, 0, 0, 0, 182, 184,
		1, 0, 0, 0, 183, 178, 1, 0, 0, 0, 183, 184, 1, 0, 0, 0, 184, 17, 1, 0,
		0, 0, 185, 186, 5, 5, 0, 0, 186, 188, 6, 9, -1, 0, 187, 189, 3, 38, 19,
		0, 188, 187, 1, 0, 0, 0, 188, 189, 1, 0, 0, 0, 189, 192, 1, 0, 0, 0, 190,
		191, 5, 36, 0, 0, 191, 193, 3, 20, 10, 0, 192, 190, 1, 0, 0, 0, 192, 193,
		1, 0, 0, 0, 193, 19, 1, 0, 0, 0, 194, 211, 3, 62, 31, 0, 195, 207, 5, 29,
		0, 0, 196, 201, 3, 20, 10, 0, 197, 198, 5, 32, 0, 0, 198, 200, 3, 20, 10,
		0, 199, 197, 1, 0, 0, 0, 200, 203, 1, 0, 0, 0, 201, 199, 1, 0, 0, 0, 201,
		202, 1, 0, 0, 0, 202, 205, 1, 0, 0, 0, 203, 201, 1, 0, 0, 0, 204, 206,
		5, 32, 0, 0, 205, 204, 1, 0, 0, 0, 205, 206, 1, 0, 0, 0, 206, 208, 1, 0,
		0, 0, 207, 196, 1, 0, 0, 0, 207, 208, 1, 0, 0, 0, 208, 209, 1, 0, 0, 0,
		209, 211, 5, 30, 0, 0, 210, 194, 1, 0, 0, 0, 210, 195, 1, 0, 0, 0, 211,
		21, 1, 0, 0, 0, 212, 214, 3, 26, 13, 0, 213, 212, 1, 0, 0, 0, 213, 214,
		1, 0, 0, 0, 214, 215, 1, 0, 0, 0, 215, 216, 3, 32, 16, 0, 216, 221, 3,
		24, 12, 0, 217, 218, 5, 32, 0, 0, 218, 220, 3, 24, 12, 0, 219, 217, 1,
		0, 0, 0, 220, 223, 1, 0, 0, 0, 221, 219, 1, 0, 0, 0, 221, 222, 1, 0, 0,
		0, 222, 224, 1, 0, 0, 0, 223, 221, 1, 0, 0, 0, 224, 225, 5, 34, 0, 0, 225,
		23, 1, 0, 0, 0, 226, 228, 5, 5, 0, 0, 227, 229, 3, 38, 19, 0, 228, 227,
		1, 0, 0, 0, 228, 229, 1, 0, 0, 0, 229, 25, 1, 0, 0, 0, 230, 232, 3, 28,
		14, 0, 231, 230, 1, 0, 0, 0, 232, 233, 1, 0, 0, 0, 233, 231, 1, 0, 0, 0,
		233, 234, 1, 0, 0, 0, 234, 27, 1, 0, 0, 0, 235, 236, 5, 9, 0, 0, 236, 237,
		5, 25, 0, 0, 237, 242, 3, 30, 15, 0, 238, 239, 5, 32, 0, 0, 239, 241, 3,
		30, 15, 0, 240, 238, 1, 0, 0, 0, 241, 244, 1, 0, 0, 0, 242, 240, 1, 0,
		0, 0, 242, 243, 1, 0, 0, 0, 243, 245, 1, 0, 0, 0, 244, 242, 1, 0, 0, 0,
		245, 246, 5, 26, 0, 0, 246, 251, 1, 0, 0, 0, 247, 251, 5, 2, 0, 0, 248,
		251, 5, 10, 0, 0, 249, 251, 5, 3, 0, 0, 250, 235, 1, 0, 0, 0, 250, 247,
		1, 0, 0, 0, 250, 248, 1, 0, 0, 0, 250, 249, 1, 0, 0, 0, 251, 29, 1, 0,
		0, 0, 252, 255, 5, 5, 0, 0, 253, 254, 5, 36, 0, 0, 254, 256, 3, 64, 32,
		0, 255, 253, 1, 0, 0, 0, 255, 256, 1, 0, 0, 0, 256, 259, 1, 0, 0, 0, 257,
		259, 5, 10, 0, 0, 258, 252, 1, 0, 0, 0, 258, 257, 1, 0, 0, 0, 259, 31,
		1, 0, 0, 0, 260, 264, 5, 1, 0, 0, 261, 264, 3, 36, 18, 0, 262, 264, 3,
		34, 17, 0, 263, 260, 1, 0, 0, 0, 263, 261, 1, 0, 0, 0, 263, 262, 1, 0,
		0, 0, 264, 266, 1, 0, 0, 0, 265, 267, 3, 38, 19, 0, 266, 265, 1, 0, 0,
		0, 266, 267, 1, 0, 0, 0, 267, 33, 1, 0, 0, 0, 268, 269, 4, 17, 0, 0, 269,
		270, 5, 5, 0, 0, 270, 35, 1, 0, 0, 0, 271, 274, 5, 12, 0, 0, 272, 273,
		5, 5, 0, 0, 273, 275, 6, 18, -1, 0, 274, 272, 1, 0, 0, 0, 274, 275, 1,
		0, 0, 0, 275, 276, 1, 0, 0, 0, 276, 278, 5, 29, 0, 0, 277, 279, 3, 22,
		11, 0, 278, 277, 1, 0, 0, 0, 279, 280, 1, 0, 0, 0, 280, 278, 1, 0, 0, 0,
		280, 281, 1, 0, 0, 0, 281, 282, 1, 0, 0, 0, 282, 283, 5, 30, 0, 0, 283,
		37, 1, 0, 0, 0, 284, 286, 3, 40, 20, 0, 285, 284, 1, 0, 0, 0, 286, 287,
		1, 0, 0, 0, 287, 285, 1, 0, 0, 0, 287, 288, 1, 0, 0, 0, 288, 39, 1, 0,
		0, 0, 289, 291, 5, 27, 0, 0, 290, 292, 3, 64, 32, 0, 291, 290, 1, 0, 0,
		0, 291, 292, 1, 0, 0, 0, 292, 293, 1, 0, 0, 0, 293, 294, 5, 28, 0, 0, 294,
		41, 1, 0, 0, 0, 295, 296, 5, 27, 0, 0, 296, 297, 5, 27, 0, 0, 297, 302,
		3, 44, 22, 0, 298, 299, 5, 32, 0, 0, 299, 301, 3, 44, 22, 0, 300, 298,
		1, 0, 0, 0, 301, 304, 1, 0, 0, 0, 302, 300, 1, 0, 0, 0, 302, 303, 1, 0,
		0, 0, 303, 305, 1, 0, 0, 0, 304, 302, 1, 0, 0, 0, 305, 306, 5, 28, 0, 0,
		306, 307, 5, 28, 0, 0, 307, 43, 1, 0, 0, 0, 308, 320, 5, 5, 0, 0, 309,
		310, 5, 25, 0, 0, 310, 315, 3, 64, 32, 0, 311, 312, 5, 32, 0, 0, 312, 314,
		3, 64, 32, 0, 313, 311, 1, 0, 0, 0, 314, 317, 1, 0, 0, 0, 315, 313, 1,
		0, 0, 0, 315, 316, 1, 0, 0, 0, 316, 318, 1, 0, 0, 0, 317, 315, 1, 0, 0,
		0, 318, 319, 5, 26, 0, 0, 319, 321, 1, 0, 0, 0, 320, 309, 1, 0, 0, 0, 320,
		321, 1, 0, 0, 0, 321, 45, 1, 0, 0, 0, 322, 324, 3, 42, 21, 0, 323, 322,
		1, 0, 0, 0, 324, 327, 1, 0, 0, 0, 325, 323, 1, 0, 0, 0, 325, 326, 1, 0,
		0, 0, 326, 330, 1, 0, 0, 0, 327, 325, 1, 0, 0, 0, 328, 331, 3, 48, 24,
		0, 329, 331, 3, 50, 25, 0, 330, 328, 1, 0, 0, 0, 330, 329, 1, 0, 0, 0,
		331, 47, 1, 0, 0, 0, 332, 336, 5, 29, 0, 0, 333, 335, 3, 46, 23, 0, 334,
		333, 1, 0, 0, 0, 335, 338, 1, 0, 0, 0, 336, 334, 1, 0, 0, 0, 336, 337,
		1, 0, 0, 0, 337, 339, 1, 0, 0, 0, 338, 336, 1, 0, 0, 0, 339, 340, 5, 30,
		0, 0, 340, 49, 1, 0, 0, 0, 341, 389, 3, 4, 2, 0, 342, 343, 3, 60, 30, 0,
		343, 344, 5, 34, 0, 0, 344, 389, 1, 0, 0, 0, 345, 389, 5, 34, 0, 0, 346,
		347, 5, 13, 0, 0, 347, 348, 5, 25, 0, 0, 348, 349, 3, 60, 30, 0, 349, 350,
		5, 26, 0, 0, 350, 353, 3, 46, 23, 0, 351, 352, 5, 14, 0, 0, 352, 354, 3,
		46, 23, 0, 353, 351, 1, 0, 0, 0, 353, 354, 1, 0, 0, 0, 354, 389, 1, 0,
		0, 0, 355, 356, 5, 15, 0, 0, 356, 357, 5, 25, 0, 0, 357, 358, 3, 60, 30,
		0, 358, 359, 5, 26, 0, 0, 359, 360, 3, 48, 24, 0, 360, 389, 1, 0, 0, 0,
		361, 362, 5, 16, 0, 0, 362, 363, 3, 60, 30, 0, 363, 364, 5, 33, 0, 0, 364,
		389, 1, 0, 0, 0, 365, 366, 5, 17, 0, 0, 366, 389, 5, 33, 0, 0, 367, 389,
		3, 52, 26, 0, 368, 369, 5, 19, 0, 0, 369, 370, 3, 46, 23, 0, 370, 371,
		5, 18, 0, 0, 371, 372, 5, 25, 0, 0, 372, 373, 3, 60, 30, 0, 373, 374, 5,
		26, 0, 0, 374, 375, 5, 34, 0, 0, 375, 389, 1, 0, 0, 0, 376, 389, 3, 54,
		27, 0, 377, 378, 5, 21, 0, 0, 378, 389, 5, 34, 0, 0, 379, 380, 5, 22, 0,
		0, 380, 389, 5, 34, 0, 0, 381, 383, 5, 23, 0, 0, 382, 384, 3, 60, 30, 0,
		383, 382, 1, 0, 0, 0, 383, 384, 1, 0, 0, 0, 384, 385, 1, 0, 0, 0, 385,
		389, 5, 34, 0, 0, 386, 387, 5, 24, 0, 0, 387, 389, 5, 34, 0, 0, 388, 341,
		1, 0, 0, 0, 388, 342, 1, 0, 0, 0, 388, 345, 1, 0, 0, 0, 388, 346, 1, 0,
		0, 0, 388, 355, 1, 0, 0, 0, 388, 361, 1, 0, 0, 0, 388, 365, 1, 0, 0, 0,
		388, 367, 1, 0, 0, 0, 388, 368, 1, 0, 0, 0, 388, 376, 1, 0, 0, 0, 388,
		377, 1, 0, 0, 0, 388, 379, 1, 0, 0, 0, 388, 381, 1, 0, 0, 0, 388, 386,
		1, 0, 0, 0, 389, 51, 1, 0, 0, 0, 390, 391, 5, 18, 0, 0, 391, 392, 5, 25,
		0, 0, 392, 393, 3, 58, 29, 0, 393, 394, 5, 26, 0, 0, 394, 395, 3, 46, 23,
		0, 395, 53, 1, 0, 0, 0, 396, 397, 5, 20, 0, 0, 397, 398, 5, 25, 0, 0, 398,
		400, 3, 56, 28, 0, 399, 401, 3, 58, 29, 0, 400, 399, 1, 0, 0, 0, 400, 401,
		1, 0, 0, 0, 401, 402, 1, 0, 0, 0, 402, 404, 5, 34, 0, 0, 403, 405, 3, 60,
		30, 0, 404, 403, 1, 0, 0, 0, 404, 405, 1, 0, 0, 0, 405, 406, 1, 0, 0, 0,
		406, 407, 5, 26, 0, 0, 407, 408, 3, 46, 23, 0, 408, 55, 1, 0, 0, 0, 409,
		415, 3, 4, 2, 0, 410, 412, 3, 60, 30, 0, 411, 410, 1, 0, 0, 0, 411, 412,
		1, 0, 0, 0, 412, 413, 1, 0, 0, 0, 413, 415, 5, 34, 0, 0, 414, 409, 1, 0,
		0, 0, 414, 411, 1, 0, 0, 0, 415, 57, 1, 0, 0, 0, 416, 418, 3, 26, 13, 0,
		417, 416, 1, 0, 0, 0, 417, 418, 1, 0, 0, 0, 418, 419, 1, 0, 0, 0, 419,
		420, 3, 32, 16, 0, 420, 421, 5, 5, 0, 0, 421, 422, 6, 29, -1, 0, 422, 423,
		5, 36, 0, 0, 423, 424, 3, 20, 10, 0, 424, 427, 1, 0, 0, 0, 425, 427, 3,
		60, 30, 0, 426, 417, 1, 0, 0, 0, 426, 425, 1, 0, 0, 0, 427, 59, 1, 0, 0,
		0, 428, 433, 3, 62, 31, 0, 429, 430, 5, 32, 0, 0, 430, 432, 3, 62, 31,
		0, 431, 429, 1, 0, 0, 0, 432, 435, 1, 0, 0, 0, 433, 431, 1, 0, 0, 0, 433,
		434, 1, 0, 0, 0, 434, 61, 1, 0, 0, 0, 435, 433, 1, 0, 0, 0, 436, 444, 3,
		66, 33, 0, 437, 438, 5, 35, 0, 0, 438, 439, 3, 60, 30, 0, 439, 440, 5,
		33, 0, 0, 440, 441, 3, 62, 31, 0, 441, 445, 1, 0, 0, 0, 442, 443, 7, 0,
		0, 0, 443, 445, 3, 62, 31, 0, 444, 437, 1, 0, 0, 0, 444, 442, 1, 0, 0,
		0, 444, 445, 1, 0, 0, 0, 445, 63, 1, 0, 0, 0, 446, 452, 3, 66, 33, 0, 447,
		448, 5, 35, 0, 0, 448, 449, 3, 60, 30, 0, 449, 450, 5, 33, 0, 0, 450, 451,
		3, 64, 32, 0, 451, 453, 1, 0, 0, 0, 452, 447, 1, 0, 0, 0, 452, 453, 1,
		0, 0, 0, 453, 65, 1, 0, 0, 0, 454, 459, 3, 68, 34, 0, 455, 456, 7, 1, 0,
		0, 456, 458, 3, 68, 34, 0, 457, 455, 1, 0, 0, 0, 458, 461, 1, 0, 0, 0,
		459, 457, 1, 0, 0, 0, 459, 460, 1, 0, 0, 0, 460, 67, 1, 0, 0, 0, 461, 459,
		1, 0, 0, 0, 462, 464, 7, 2, 0, 0, 463, 462, 1, 0, 0, 0, 464, 467, 1, 0,
		0, 0, 465, 463, 1, 0, 0, 0, 465, 466, 1, 0, 0, 0, 466, 468, 1, 0, 0, 0,
		467, 465, 1, 0, 0, 0, 468, 472, 3, 72, 36, 0, 469, 471, 3, 70, 35, 0, 470,
		469, 1, 0, 0, 0, 471, 474, 1, 0, 0, 0, 472, 470, 1, 0, 0, 0, 472, 473,
		1, 0, 0, 0, 473, 69, 1, 0, 0, 0, 474, 472, 1, 0, 0, 0, 475, 477, 5, 27,
		0, 0, 476, 478, 3, 60, 30, 0, 477, 476, 1, 0, 0, 0, 477, 478, 1, 0, 0,
		0, 478, 479, 1, 0, 0, 0, 479, 497, 5, 28, 0, 0, 480, 489, 5, 25, 0, 0,
		481, 486, 3, 62, 31, 0, 482, 483, 5, 32, 0, 0, 483, 485, 3, 62, 31, 0,
		484, 482, 1, 0, 0, 0, 485, 488, 1, 0, 0, 0, 486, 484, 1, 0, 0, 0, 486,
		487, 1, 0, 0, 0, 487, 490, 1, 0, 0, 0, 488, 486, 1, 0, 0, 0, 489, 481,
		1, 0, 0, 0, 489, 490, 1, 0, 0, 0, 490, 491, 1, 0, 0, 0, 491, 497, 5, 26,
		0, 0, 492, 493, 5, 31, 0, 0, 493, 497, 5, 5, 0, 0, 494, 497, 5, 47, 0,
		0, 495, 497, 5, 48, 0, 0, 496, 475, 1, 0, 0, 0, 496, 480, 1, 0, 0, 0, 496,
		492, 1, 0, 0, 0, 496, 494, 1, 0, 0, 0, 496, 495, 1, 0, 0, 0, 497, 71, 1,
		0, 0, 0, 498, 511, 3, 34, 17, 0, 499, 500, 4, 36, 1, 0, 500, 511, 5, 5,
		0, 0, 501, 511, 5, 1, 0, 0, 502, 511, 5, 6, 0, 0, 503, 511, 5, 7, 0, 0,
		504, 511, 5, 4, 0, 0, 505, 511, 5, 8, 0, 0, 506, 507, 5, 25, 0, 0, 507,
		508, 3, 60, 30, 0, 508, 509, 5, 26, 0, 0, 509, 511, 1, 0, 0, 0, 510, 498,
		1, 0, 0, 0, 510, 499, 1, 0, 0, 0, 510, 501, 1, 0, 0, 0, 510, 502, 1, 0,
		0, 0, 510, 503, 1, 0, 0, 0, 510, 504, 1, 0, 0, 0, 510, 505, 1, 0, 0, 0,
		510, 506, 1, 0, 0, 0, 511, 73, 1, 0, 0, 0, 64, 77, 85, 90, 101, 109, 113,
		123, 127, 132, 144, 149, 158, 161, 167, 172, 175, 181, 183, 188, 192, 201,
		205, 207, 210, 213, 221, 228, 233, 242, 250, 255, 258, 263, 266, 274, 280,
		287, 291, 302, 315, 320, 325, 330, 336, 353, 383, 388, 400, 404, 411, 414,
		417, 426, 433, 444, 452, 459, 465, 472, 477, 486, 489, 496, 510,
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
	GLSLParserBOOLCONSTANT        = 4
	GLSLParserIDENTIFIER          = 5
	GLSLParserINTCONSTANT         = 6
	GLSLParserFLOATCONSTANT       = 7
	GLSLParserSTRINGCONSTANT      = 8
	GLSLParserLAYOUT              = 9
	GLSLParserSHARED              = 10
	GLSLParserPRECISION           = 11
	GLSLParserSTRUCT              = 12
	GLSLParserIF                  = 13
	GLSLParserELSE                = 14
	GLSLParserSWITCH              = 15
	GLSLParserCASE                = 16
	GLSLParserDEFAULT             = 17
	GLSLParserWHILE               = 18
	GLSLParserDO                  = 19
	GLSLParserFOR                 = 20
	GLSLParserCONTINUE            = 21
	GLSLParserBREAK               = 22
	GLSLParserRETURN              = 23
	GLSLParserDISCARD             = 24
	GLSLParserLEFT_PAREN          = 25
	GLSLParserRIGHT_PAREN         = 26
	GLSLParserLEFT_BRACKET        = 27
	GLSLParserRIGHT_BRACKET       = 28
	GLSLParserLEFT_BRACE          = 29
	GLSLParserRIGHT_BRACE         = 30
	GLSLParserDOT                 = 31
	GLSLParserCOMMA               = 32
	GLSLParserCOLON               = 33
	GLSLParserSEMICOLON           = 34
	GLSLParserQUESTION            = 35
	GLSLParserASSIGN              = 36
	GLSLParserMUL_ASSIGN          = 37
	GLSLParserDIV_ASSIGN          = 38
	GLSLParserMOD_ASSIGN          = 39
	GLSLParserADD_ASSIGN          = 40
	GLSLParserSUB_ASSIGN          = 41
	GLSLParserSHL_ASSIGN          = 42
	GLSLParserSHR_ASSIGN          = 43
	GLSLParserAND_ASSIGN          = 44
	GLSLParserXOR_ASSIGN          = 45
	GLSLParserOR_ASSIGN           = 46
	GLSLParserINC                 = 47
	GLSLParserDEC                 = 48
	GLSLParserPLUS                = 49
	GLSLParserDASH                = 50
	GLSLParserSTAR                = 51
	GLSLParserSLASH               = 52
	GLSLParserPERCENT             = 53
	GLSLParserBANG                = 54
	GLSLParserTILDE               = 55
	GLSLParserLEFT_OP             = 56
	GLSLParserRIGHT_OP            = 57
	GLSLParserLT                  = 58
	GLSLParserGT                  = 59
	GLSLParserLE                  = 60
	GLSLParserGE                  = 61
	GLSLParserEQ                  = 62
	GLSLParserNE                  = 63
	GLSLParserAMP                 = 64
	GLSLParserCARET               = 65
	GLSLParserBAR                 = 66
	GLSLParserAND_OP              = 67
	GLSLParserXOR_OP              = 68
	GLSLParserOR_OP               = 69
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
	GLSLParserRULE_layoutQualifierId     = 15
	GLSLParserRULE_typeSpecifier         = 16
	GLSLParserRULE_typeName              = 17
	GLSLParserRULE_structSpecifier       = 18
	GLSLParserRULE_arraySpecifier        = 19
	GLSLParserRULE_arrayDimension        = 20
	GLSLParserRULE_attribute             = 21
	GLSLParserRULE_singleAttribute       = 22
	GLSLParserRULE_statement             = 23
	GLSLParserRULE_compoundStatement     = 24
	GLSLParserRULE_simpleStatement       = 25
	GLSLParserRULE_whileStatement        = 26
	GLSLParserRULE_forStatement          = 27
	GLSLParserRULE_forInit               = 28
	GLSLParserRULE_condition             = 29
	GLSLParserRULE_expression            = 30
	GLSLParserRULE_assignmentExpression  = 31
	GLSLParserRULE_conditionalExpression = 32
	GLSLParserRULE_binaryExpression      = 33
	GLSLParserRULE_unaryExpression       = 34
	GLSLParserRULE_postfixOperation      = 35
	GLSLParserRULE_primaryExpression     = 36
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
	p.SetState(77)
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
				p.SetState(74)
				p.ExternalDeclaration()
			}

		}
		p.SetState(79)
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
		p.SetState(80)
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

	p.SetState(90)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}

	switch p.GetInterpreter().AdaptivePredict(p.BaseParser, p.GetTokenStream(), 2, p.GetParserRuleContext()) {
	case 1:
		p.EnterOuterAlt(localctx, 1)
		p.SetState(85)
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
					p.SetState(82)
					p.Attribute()
				}

			}
			p.SetState(87)
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
			p.SetState(88)
			p.Declaration()
		}

	case 2:
		p.EnterOuterAlt(localctx, 2)
		{
			p.SetState(89)
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
	p.SetState(101)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}

	switch p.GetInterpreter().AdaptivePredict(p.BaseParser, p.GetTokenStream(), 3, p.GetParserRuleContext()) {
	case 1:
		localctx = NewPrecisionDeclarationContext(p, localctx)
		p.EnterOuterAlt(localctx, 1)
		{
			p.SetState(92)
			p.Match(GLSLParserPRECISION)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(93)
			p.Match(GLSLParserPRECISION_QUALIFIER)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(94)
			p.TypeSpecifier()
		}
		{
			p.SetState(95)
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
			p.SetState(97)
			p.TypeQualifier()
		}
		{
			p.SetState(98)
			p.QualifiedDeclaration()
		}

	case 3:
		localctx = NewUnqualifiedDeclContext(p, localctx)
		p.EnterOuterAlt(localctx, 3)
		{
			p.SetState(100)
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

	p.SetState(127)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}

	switch p.GetInterpreter().AdaptivePredict(p.BaseParser, p.GetTokenStream(), 7, p.GetParserRuleContext()) {
	case 1:
		localctx = NewQualifierOnlyContext(p, localctx)
		p.EnterOuterAlt(localctx, 1)
		{
			p.SetState(103)
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
			p.SetState(104)
			p.Match(GLSLParserIDENTIFIER)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(105)
			p.Match(GLSLParserLEFT_BRACE)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		p.SetState(107)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_alt = 1
		for ok := true; ok; ok = _alt != 2 && _alt != antlr.ATNInvalidAltNumber {
			switch _alt {
			case 1:
				{
					p.SetState(106)
					p.FieldDeclaration()
				}

			default:
				p.SetError(antlr.NewNoViableAltException(p, nil, nil, nil, nil, nil))
				goto errorExit
			}

			p.SetState(109)
			p.GetErrorHandler().Sync(p)
			_alt = p.GetInterpreter().AdaptivePredict(p.BaseParser, p.GetTokenStream(), 4, p.GetParserRuleContext())
			if p.HasError() {
				goto errorExit
			}
		}
		{
			p.SetState(111)
			p.Match(GLSLParserRIGHT_BRACE)
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
		_la = p.GetTokenStream().LA(1)

		if _la == GLSLParserIDENTIFIER {
			{
				p.SetState(112)
				p.BlockInstance()
			}

		}
		{
			p.SetState(115)
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
			p.SetState(117)
			p.TypedDeclaration()
		}

	case 4:
		localctx = NewIdentifierListContext(p, localctx)
		p.EnterOuterAlt(localctx, 4)
		{
			p.SetState(118)
			p.Match(GLSLParserIDENTIFIER)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		p.SetState(123)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		for _la == GLSLParserCOMMA {
			{
				p.SetState(119)
				p.Match(GLSLParserCOMMA)
				if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
				}
			}
			{
				p.SetState(120)
				p.Match(GLSLParserIDENTIFIER)
				if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
				}
			}

			p.SetState(125)
			p.GetErrorHandler().Sync(p)
			if p.HasError() {
				goto errorExit
			}
			_la = p.GetTokenStream().LA(1)
		}
		{
			p.SetState(126)
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
		p.SetState(129)

		var _m = p.Match(GLSLParserIDENTIFIER)

		localctx.(*BlockInstanceContext).name = _m
		if p.HasError() {
			// Recognition error - abort rule
			goto errorExit
		}
	}
	p.declare(localctx.(*BlockInstanceContext).GetName(), false)
	p.SetState(132)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}
	_la = p.GetTokenStream().LA(1)

	if _la == GLSLParserLEFT_BRACKET {
		{
			p.SetState(131)
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
		p.SetState(134)
		p.TypeSpecifier()
	}
	{
		p.SetState(135)
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

	p.SetState(149)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}

	switch p.GetInterpreter().AdaptivePredict(p.BaseParser, p.GetTokenStream(), 10, p.GetParserRuleContext()) {
	case 1:
		localctx = NewTypeOnlyContext(p, localctx)
		p.EnterOuterAlt(localctx, 1)
		{
			p.SetState(137)
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
			p.SetState(138)
			p.FunctionRest()
		}

	case 3:
		localctx = NewVariablesContext(p, localctx)
		p.EnterOuterAlt(localctx, 3)
		{
			p.SetState(139)
			p.InitDeclarator()
		}
		p.SetState(144)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		for _la == GLSLParserCOMMA {
			{
				p.SetState(140)
				p.Match(GLSLParserCOMMA)
				if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
				}
			}
			{
				p.SetState(141)
				p.InitDeclarator()
			}

			p.SetState(146)
			p.GetErrorHandler().Sync(p)
			if p.HasError() {
				goto errorExit
			}
			_la = p.GetTokenStream().LA(1)
		}
		{
			p.SetState(147)
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
		p.SetState(151)
		p.Match(GLSLParserIDENTIFIER)
		if p.HasError() {
			// Recognition error - abort rule
			goto errorExit
		}
	}
	{
		p.SetState(152)
		p.Match(GLSLParserLEFT_PAREN)
		if p.HasError() {
			// Recognition error - abort rule
			goto errorExit
		}
	}
	p.SetState(161)
	p.GetErrorHandler().Sync(p)

	if p.GetInterpreter().AdaptivePredict(p.BaseParser, p.GetTokenStream(), 12, p.GetParserRuleContext()) == 1 {
		{
			p.SetState(153)
			p.ParameterDeclaration()
		}
		p.SetState(158)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		for _la == GLSLParserCOMMA {
			{
				p.SetState(154)
				p.Match(GLSLParserCOMMA)
				if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
				}
			}
			{
				p.SetState(155)
				p.ParameterDeclaration()
			}

			p.SetState(160)
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
		p.SetState(163)
		p.Match(GLSLParserRIGHT_PAREN)
		if p.HasError() {
			// Recognition error - abort rule
			goto errorExit
		}
	}
	p.SetState(167)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}
	_la = p.GetTokenStream().LA(1)

	for _la == GLSLParserLEFT_BRACKET {
		{
			p.SetState(164)
			p.Attribute()
		}

		p.SetState(169)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)
	}
	p.SetState(172)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}

	switch p.GetTokenStream().LA(1) {
	case GLSLParserLEFT_BRACE:
		{
			p.SetState(170)
			p.CompoundStatement()
		}

	case GLSLParserSEMICOLON:
		{
			p.SetState(171)
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
	p.SetState(175)
	p.GetErrorHandler().Sync(p)

	if p.GetInterpreter().AdaptivePredict(p.BaseParser, p.GetTokenStream(), 15, p.GetParserRuleContext()) == 1 {
		{
			p.SetState(174)
			p.TypeQualifier()
		}

	} else if p.HasError() { // JIM
		goto errorExit
	}
	{
		p.SetState(177)
		p.TypeSpecifier()
	}
	p.SetState(183)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}
	_la = p.GetTokenStream().LA(1)

	if _la == GLSLParserIDENTIFIER {
		{
			p.SetState(178)

			var _m = p.Match(GLSLParserIDENTIFIER)

			localctx.(*ParameterDeclarationContext).name = _m
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		p.declare(localctx.(*ParameterDeclarationContext).GetName(), false)
		p.SetState(181)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		if _la == GLSLParserLEFT_BRACKET {
			{
				p.SetState(180)
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
		p.SetState(185)

		var _m = p.Match(GLSLParserIDENTIFIER)

		localctx.(*InitDeclaratorContext).name = _m
		if p.HasError() {
			// Recognition error - abort rule
			goto errorExit
		}
	}
	p.declare(localctx.(*InitDeclaratorContext).GetName(), false)
	p.SetState(188)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}
	_la = p.GetTokenStream().LA(1)

	if _la == GLSLParserLEFT_BRACKET {
		{
			p.SetState(187)
			p.ArraySpecifier()
		}

	}
	p.SetState(192)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}
	_la = p.GetTokenStream().LA(1)

	if _la == GLSLParserASSIGN {
		{
			p.SetState(190)
			p.Match(GLSLParserASSIGN)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(191)
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

	p.SetState(210)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}

	switch p.GetInterpreter().AdaptivePredict(p.BaseParser, p.GetTokenStream(), 23, p.GetParserRuleContext()) {
	case 1:
		p.EnterOuterAlt(localctx, 1)
		{
			p.SetState(194)
			p.AssignmentExpression()
		}

	case 2:
		p.EnterOuterAlt(localctx, 2)
		{
			p.SetState(195)
			p.Match(GLSLParserLEFT_BRACE)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		p.SetState(207)
		p.GetErrorHandler().Sync(p)

		if p.GetInterpreter().AdaptivePredict(p.BaseParser, p.GetTokenStream(), 22, p.GetParserRuleContext()) == 1 {
			{
				p.SetState(196)
				p.Initializer()
			}
			p.SetState(201)
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
						p.SetState(197)
						p.Match(GLSLParserCOMMA)
						if p.HasError() {
							// Recognition error - abort rule
							goto errorExit
						}
					}
					{
						p.SetState(198)
						p.Initializer()
					}

				}
				p.SetState(203)
				p.GetErrorHandler().Sync(p)
				if p.HasError() {
					goto errorExit
				}
				_alt = p.GetInterpreter().AdaptivePredict(p.BaseParser, p.GetTokenStream(), 20, p.GetParserRuleContext())
				if p.HasError() {
					goto errorExit
				}
			}
			p.SetState(205)
			p.GetErrorHandler().Sync(p)
			if p.HasError() {
				goto errorExit
			}
			_la = p.GetTokenStream().LA(1)

			if _la == GLSLParserCOMMA {
				{
					p.SetState(204)
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
			p.SetState(209)
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
	p.SetState(213)
	p.GetErrorHandler().Sync(p)

	if p.GetInterpreter().AdaptivePredict(p.BaseParser, p.GetTokenStream(), 24, p.GetParserRuleContext()) == 1 {
		{
			p.SetState(212)
			p.TypeQualifier()
		}

	} else if p.HasError() { // JIM
		goto errorExit
	}
	{
		p.SetState(215)
		p.TypeSpecifier()
	}
	{
		p.SetState(216)
		p.FieldDeclarator()
	}
	p.SetState(221)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}
	_la = p.GetTokenStream().LA(1)

	for _la == GLSLParserCOMMA {
		{
			p.SetState(217)
			p.Match(GLSLParserCOMMA)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(218)
			p.FieldDeclarator()
		}

		p.SetState(223)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)
	}
	{
		p.SetState(224)
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
		p.SetState(226)
		p.Match(GLSLParserIDENTIFIER)
		if p.HasError() {
			// Recognition error - abort rule
			goto errorExit
		}
	}
	p.SetState(228)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}
	_la = p.GetTokenStream().LA(1)

	if _la == GLSLParserLEFT_BRACKET {
		{
			p.SetState(227)
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
	p.SetState(231)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}
	_alt = 1
	for ok := true; ok; ok = _alt != 2 && _alt != antlr.ATNInvalidAltNumber {
		switch _alt {
		case 1:
			{
				p.SetState(230)
				p.SingleTypeQualifier()
			}

		default:
			p.SetError(antlr.NewNoViableAltException(p, nil, nil, nil, nil, nil))
			goto errorExit
		}

		p.SetState(233)
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

	p.SetState(250)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}

	switch p.GetTokenStream().LA(1) {
	case GLSLParserLAYOUT:
		p.EnterOuterAlt(localctx, 1)
		{
			p.SetState(235)
			p.Match(GLSLParserLAYOUT)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(236)
			p.Match(GLSLParserLEFT_PAREN)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(237)
			p.LayoutQualifierId()
		}
		p.SetState(242)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		for _la == GLSLParserCOMMA {
			{
				p.SetState(238)
				p.Match(GLSLParserCOMMA)
				if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
				}
			}
			{
				p.SetState(239)
				p.LayoutQualifierId()
			}

			p.SetState(244)
			p.GetErrorHandler().Sync(p)
			if p.HasError() {
				goto errorExit
			}
			_la = p.GetTokenStream().LA(1)
		}
		{
			p.SetState(245)
			p.Match(GLSLParserRIGHT_PAREN)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}

	case GLSLParserQUALIFIER:
		p.EnterOuterAlt(localctx, 2)
		{
			p.SetState(247)
			p.Match(GLSLParserQUALIFIER)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}

	case GLSLParserSHARED:
		p.EnterOuterAlt(localctx, 3)
		{
			p.SetState(248)
			p.Match(GLSLParserSHARED)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}

	case GLSLParserPRECISION_QUALIFIER:
		p.EnterOuterAlt(localctx, 4)
		{
			p.SetState(249)
			p.Match(GLSLParserPRECISION_QUALIFIER)
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
	p.EnterRule(localctx, 30, GLSLParserRULE_layoutQualifierId)
	var _la int

	p.SetState(258)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}

	switch p.GetTokenStream().LA(1) {
	case GLSLParserIDENTIFIER:
		p.EnterOuterAlt(localctx, 1)
		{
			p.SetState(252)
			p.Match(GLSLParserIDENTIFIER)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		p.SetState(255)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		if _la == GLSLParserASSIGN {
			{
				p.SetState(253)
				p.Match(GLSLParserASSIGN)
				if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
				}
			}
			{
				p.SetState(254)
				p.ConditionalExpression()
			}

		}

	case GLSLParserSHARED:
		p.EnterOuterAlt(localctx, 2)
		{
			p.SetState(257)
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
	p.EnterRule(localctx, 32, GLSLParserRULE_typeSpecifier)
	var _la int

	p.EnterOuterAlt(localctx, 1)
	p.SetState(263)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}

	switch p.GetInterpreter().AdaptivePredict(p.BaseParser, p.GetTokenStream(), 32, p.GetParserRuleContext()) {
	case 1:
		{
			p.SetState(260)
			p.Match(GLSLParserTYPE)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}

	case 2:
		{
			p.SetState(261)
			p.StructSpecifier()
		}

	case 3:
		{
			p.SetState(262)
			p.TypeName()
		}

	case antlr.ATNInvalidAltNumber:
		goto errorExit
	}
	p.SetState(266)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}
	_la = p.GetTokenStream().LA(1)

	if _la == GLSLParserLEFT_BRACKET {
		{
			p.SetState(265)
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
	p.EnterRule(localctx, 34, GLSLParserRULE_typeName)
	p.EnterOuterAlt(localctx, 1)
	p.SetState(268)

	if !(p.isTypeName()) {
		p.SetError(antlr.NewFailedPredicateException(p, " p.isTypeName() ", ""))
		goto errorExit
	}
	{
		p.SetState(269)
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
	p.EnterRule(localctx, 36, GLSLParserRULE_structSpecifier)
	var _la int

	var _alt int

	p.EnterOuterAlt(localctx, 1)
	{
		p.SetState(271)
		p.Match(GLSLParserSTRUCT)
		if p.HasError() {
			// Recognition error - abort rule
			goto errorExit
		}
	}
	p.SetState(274)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}
	_la = p.GetTokenStream().LA(1)

	if _la == GLSLParserIDENTIFIER {
		{
			p.SetState(272)

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
		p.SetState(276)
		p.Match(GLSLParserLEFT_BRACE)
		if p.HasError() {
			// Recognition error - abort rule
			goto errorExit
		}
	}
	p.SetState(278)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}
	_alt = 1
	for ok := true; ok; ok = _alt != 2 && _alt != antlr.ATNInvalidAltNumber {
		switch _alt {
		case 1:
			{
				p.SetState(277)
				p.FieldDeclaration()
			}

		default:
			p.SetError(antlr.NewNoViableAltException(p, nil, nil, nil, nil, nil))
			goto errorExit
		}

		p.SetState(280)
		p.GetErrorHandler().Sync(p)
		_alt = p.GetInterpreter().AdaptivePredict(p.BaseParser, p.GetTokenStream(), 35, p.GetParserRuleContext())
		if p.HasError() {
			goto errorExit
		}
	}
	{
		p.SetState(282)
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
	p.EnterRule(localctx, 38, GLSLParserRULE_arraySpecifier)
	var _la int

	p.EnterOuterAlt(localctx, 1)
	p.SetState(285)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}
	_la = p.GetTokenStream().LA(1)

	for ok := true; ok; ok = _la == GLSLParserLEFT_BRACKET {
		{
			p.SetState(284)
			p.ArrayDimension()
		}

		p.SetState(287)
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
	p.EnterRule(localctx, 40, GLSLParserRULE_arrayDimension)
	p.EnterOuterAlt(localctx, 1)
	{
		p.SetState(289)
		p.Match(GLSLParserLEFT_BRACKET)
		if p.HasError() {
			// Recognition error - abort rule
			goto errorExit
		}
	}
	p.SetState(291)
	p.GetErrorHandler().Sync(p)

	if p.GetInterpreter().AdaptivePredict(p.BaseParser, p.GetTokenStream(), 37, p.GetParserRuleContext()) == 1 {
		{
			p.SetState(290)
			p.ConditionalExpression()
		}

	} else if p.HasError() { // JIM
		goto errorExit
	}
	{
		p.SetState(293)
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
	p.EnterRule(localctx, 42, GLSLParserRULE_attribute)
	var _la int

	p.EnterOuterAlt(localctx, 1)
	{
		p.SetState(295)
		p.Match(GLSLParserLEFT_BRACKET)
		if p.HasError() {
			// Recognition error - abort rule
			goto errorExit
		}
	}
	{
		p.SetState(296)
		p.Match(GLSLParserLEFT_BRACKET)
		if p.HasError() {
			// Recognition error - abort rule
			goto errorExit
		}
	}
	{
		p.SetState(297)
		p.SingleAttribute()
	}
	p.SetState(302)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}
	_la = p.GetTokenStream().LA(1)

	for _la == GLSLParserCOMMA {
		{
			p.SetState(298)
			p.Match(GLSLParserCOMMA)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(299)
			p.SingleAttribute()
		}

		p.SetState(304)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)
	}
	{
		p.SetState(305)
		p.Match(GLSLParserRIGHT_BRACKET)
		if p.HasError() {
			// Recognition error - abort rule
			goto errorExit
		}
	}
	{
		p.SetState(306)
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
	p.EnterRule(localctx, 44, GLSLParserRULE_singleAttribute)
	var _la int

	p.EnterOuterAlt(localctx, 1)
	{
		p.SetState(308)
		p.Match(GLSLParserIDENTIFIER)
		if p.HasError() {
			// Recognition error - abort rule
			goto errorExit
		}
	}
	p.SetState(320)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}
	_la = p.GetTokenStream().LA(1)

	if _la == GLSLParserLEFT_PAREN {
		{
			p.SetState(309)
			p.Match(GLSLParserLEFT_PAREN)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(310)
			p.ConditionalExpression()
		}
		p.SetState(315)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		for _la == GLSLParserCOMMA {
			{
				p.SetState(311)
				p.Match(GLSLParserCOMMA)
				if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
				}
			}
			{
				p.SetState(312)
				p.ConditionalExpression()
			}

			p.SetState(317)
			p.GetErrorHandler().Sync(p)
			if p.HasError() {
				goto errorExit
			}
			_la = p.GetTokenStream().LA(1)
		}
		{
			p.SetState(318)
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
	p.EnterRule(localctx, 46, GLSLParserRULE_statement)
	var _alt int

	p.EnterOuterAlt(localctx, 1)
	p.SetState(325)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}
	_alt = p.GetInterpreter().AdaptivePredict(p.BaseParser, p.GetTokenStream(), 41, p.GetParserRuleContext())
	if p.HasError() {
		goto errorExit
	}
	for _alt != 2 && _alt != antlr.ATNInvalidAltNumber {
		if _alt == 1 {
			{
				p.SetState(322)
				p.Attribute()
			}

		}
		p.SetState(327)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_alt = p.GetInterpreter().AdaptivePredict(p.BaseParser, p.GetTokenStream(), 41, p.GetParserRuleContext())
		if p.HasError() {
			goto errorExit
		}
	}
	p.SetState(330)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}

	switch p.GetInterpreter().AdaptivePredict(p.BaseParser, p.GetTokenStream(), 42, p.GetParserRuleContext()) {
	case 1:
		{
			p.SetState(328)
			p.CompoundStatement()
		}

	case 2:
		{
			p.SetState(329)
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
	p.EnterRule(localctx, 48, GLSLParserRULE_compoundStatement)
	p.pushScope()
	var _alt int

	p.EnterOuterAlt(localctx, 1)
	{
		p.SetState(332)
		p.Match(GLSLParserLEFT_BRACE)
		if p.HasError() {
			// Recognition error - abort rule
			goto errorExit
		}
	}
	p.SetState(336)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}
	_alt = p.GetInterpreter().AdaptivePredict(p.BaseParser, p.GetTokenStream(), 43, p.GetParserRuleContext())
	if p.HasError() {
		goto errorExit
	}
	for _alt != 2 && _alt != antlr.ATNInvalidAltNumber {
		if _alt == 1 {
			{
				p.SetState(333)
				p.Statement()
			}

		}
		p.SetState(338)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_alt = p.GetInterpreter().AdaptivePredict(p.BaseParser, p.GetTokenStream(), 43, p.GetParserRuleContext())
		if p.HasError() {
			goto errorExit
		}
	}
	{
		p.SetState(339)
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
	p.EnterRule(localctx, 50, GLSLParserRULE_simpleStatement)
	p.SetState(388)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}

	switch p.GetInterpreter().AdaptivePredict(p.BaseParser, p.GetTokenStream(), 46, p.GetParserRuleContext()) {
	case 1:
		localctx = NewDeclarationStatementContext(p, localctx)
		p.EnterOuterAlt(localctx, 1)
		{
			p.SetState(341)
			p.Declaration()
		}

	case 2:
		localctx = NewExpressionStatementContext(p, localctx)
		p.EnterOuterAlt(localctx, 2)
		{
			p.SetState(342)
			p.Expression()
		}
		{
			p.SetState(343)
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
			p.SetState(345)
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
			p.SetState(346)
			p.Match(GLSLParserIF)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(347)
			p.Match(GLSLParserLEFT_PAREN)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(348)
			p.Expression()
		}
		{
			p.SetState(349)
			p.Match(GLSLParserRIGHT_PAREN)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(350)
			p.Statement()
		}
		p.SetState(353)
		p.GetErrorHandler().Sync(p)

		if p.GetInterpreter().AdaptivePredict(p.BaseParser, p.GetTokenStream(), 44, p.GetParserRuleContext()) == 1 {
			{
				p.SetState(351)
				p.Match(GLSLParserELSE)
				if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
				}
			}
			{
				p.SetState(352)
				p.Statement()
			}

		} else if p.HasError() { // JIM
			goto errorExit
		}

	case 5:
		localctx = NewSwitchStatementContext(p, localctx)
		p.EnterOuterAlt(localctx, 5)
		{
			p.SetState(355)
			p.Match(GLSLParserSWITCH)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(356)
			p.Match(GLSLParserLEFT_PAREN)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(357)
			p.Expression()
		}
		{
			p.SetState(358)
			p.Match(GLSLParserRIGHT_PAREN)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(359)
			p.CompoundStatement()
		}

	case 6:
		localctx = NewCaseLabelContext(p, localctx)
		p.EnterOuterAlt(localctx, 6)
		{
			p.SetState(361)
			p.Match(GLSLParserCASE)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(362)
			p.Expression()
		}
		{
			p.SetState(363)
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
			p.SetState(365)
			p.Match(GLSLParserDEFAULT)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(366)
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
			p.SetState(367)
			p.WhileStatement()
		}

	case 9:
		localctx = NewDoStatementContext(p, localctx)
		p.EnterOuterAlt(localctx, 9)
		{
			p.SetState(368)
			p.Match(GLSLParserDO)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(369)
			p.Statement()
		}
		{
			p.SetState(370)
			p.Match(GLSLParserWHILE)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(371)
			p.Match(GLSLParserLEFT_PAREN)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(372)
			p.Expression()
		}
		{
			p.SetState(373)
			p.Match(GLSLParserRIGHT_PAREN)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(374)
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
			p.SetState(376)
			p.ForStatement()
		}

	case 11:
		localctx = NewContinueStatementContext(p, localctx)
		p.EnterOuterAlt(localctx, 11)
		{
			p.SetState(377)
			p.Match(GLSLParserCONTINUE)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(378)
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
			p.SetState(379)
			p.Match(GLSLParserBREAK)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(380)
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
			p.SetState(381)
			p.Match(GLSLParserRETURN)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		p.SetState(383)
		p.GetErrorHandler().Sync(p)

		if p.GetInterpreter().AdaptivePredict(p.BaseParser, p.GetTokenStream(), 45, p.GetParserRuleContext()) == 1 {
			{
				p.SetState(382)
				p.Expression()
			}

		} else if p.HasError() { // JIM
			goto errorExit
		}
		{
			p.SetState(385)
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
			p.SetState(386)
			p.Match(GLSLParserDISCARD)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(387)
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
	p.EnterRule(localctx, 52, GLSLParserRULE_whileStatement)
	p.pushScope()
	p.EnterOuterAlt(localctx, 1)
	{
		p.SetState(390)
		p.Match(GLSLParserWHILE)
		if p.HasError() {
			// Recognition error - abort rule
			goto errorExit
		}
	}
	{
		p.SetState(391)
		p.Match(GLSLParserLEFT_PAREN)
		if p.HasError() {
			// Recognition error - abort rule
			goto errorExit
		}
	}
	{
		p.SetState(392)
		p.Condition()
	}
	{
		p.SetState(393)
		p.Match(GLSLParserRIGHT_PAREN)
		if p.HasError() {
			// Recognition error - abort rule
			goto errorExit
		}
	}
	{
		p.SetState(394)
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
	p.EnterRule(localctx, 54, GLSLParserRULE_forStatement)
	p.pushScope()
	p.EnterOuterAlt(localctx, 1)
	{
		p.SetState(396)
		p.Match(GLSLParserFOR)
		if p.HasError() {
			// Recognition error - abort rule
			goto errorExit
		}
	}
	{
		p.SetState(397)
		p.Match(GLSLParserLEFT_PAREN)
		if p.HasError() {
			// Recognition error - abort rule
			goto errorExit
		}
	}
	{
		p.SetState(398)
		p.ForInit()
	}
	p.SetState(400)
	p.GetErrorHandler().Sync(p)

	if p.GetInterpreter().AdaptivePredict(p.BaseParser, p.GetTokenStream(), 47, p.GetParserRuleContext()) == 1 {
		{
			p.SetState(399)
			p.Condition()
		}

	} else if p.HasError() { // JIM
		goto errorExit
	}
	{
		p.SetState(402)
		p.Match(GLSLParserSEMICOLON)
		if p.HasError() {
			// Recognition error - abort rule
			goto errorExit
		}
	}
	p.SetState(404)
	p.GetErrorHandler().Sync(p)

	if p.GetInterpreter().AdaptivePredict(p.BaseParser, p.GetTokenStream(), 48, p.GetParserRuleContext()) == 1 {
		{
			p.SetState(403)
			p.Expression()
		}

	} else if p.HasError() { // JIM
		goto errorExit
	}
	{
		p.SetState(406)
		p.Match(GLSLParserRIGHT_PAREN)
		if p.HasError() {
			// Recognition error - abort rule
			goto errorExit
		}
	}
	{
		p.SetState(407)
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
	p.EnterRule(localctx, 56, GLSLParserRULE_forInit)
	p.SetState(414)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}

	switch p.GetInterpreter().AdaptivePredict(p.BaseParser, p.GetTokenStream(), 50, p.GetParserRuleContext()) {
	case 1:
		p.EnterOuterAlt(localctx, 1)
		{
			p.SetState(409)
			p.Declaration()
		}

	case 2:
		p.EnterOuterAlt(localctx, 2)
		p.SetState(411)
		p.GetErrorHandler().Sync(p)

		if p.GetInterpreter().AdaptivePredict(p.BaseParser, p.GetTokenStream(), 49, p.GetParserRuleContext()) == 1 {
			{
				p.SetState(410)
				p.Expression()
			}

		} else if p.HasError() { // JIM
			goto errorExit
		}
		{
			p.SetState(413)
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
	p.EnterRule(localctx, 58, GLSLParserRULE_condition)
	p.SetState(426)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}

	switch p.GetInterpreter().AdaptivePredict(p.BaseParser, p.GetTokenStream(), 52, p.GetParserRuleContext()) {
	case 1:
		p.EnterOuterAlt(localctx, 1)
		p.SetState(417)
		p.GetErrorHandler().Sync(p)

		if p.GetInterpreter().AdaptivePredict(p.BaseParser, p.GetTokenStream(), 51, p.GetParserRuleContext()) == 1 {
			{
				p.SetState(416)
				p.TypeQualifier()
			}

		} else if p.HasError() { // JIM
			goto errorExit
		}
		{
			p.SetState(419)
			p.TypeSpecifier()
		}
		{
			p.SetState(420)

			var _m = p.Match(GLSLParserIDENTIFIER)

			localctx.(*ConditionContext).name = _m
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		p.declare(localctx.(*ConditionContext).GetName(), false)
		{
			p.SetState(422)
			p.Match(GLSLParserASSIGN)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(423)
			p.Initializer()
		}

	case 2:
		p.EnterOuterAlt(localctx, 2)
		{
			p.SetState(425)
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
	p.EnterRule(localctx, 60, GLSLParserRULE_expression)
	var _la int

	p.EnterOuterAlt(localctx, 1)
	{
		p.SetState(428)
		p.AssignmentExpression()
	}
	p.SetState(433)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}
	_la = p.GetTokenStream().LA(1)

	for _la == GLSLParserCOMMA {
		{
			p.SetState(429)
			p.Match(GLSLParserCOMMA)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(430)
			p.AssignmentExpression()
		}

		p.SetState(435)
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
	p.EnterRule(localctx, 62, GLSLParserRULE_assignmentExpression)
	var _la int

	p.EnterOuterAlt(localctx, 1)
	{
		p.SetState(436)
		p.BinaryExpression()
	}
	p.SetState(444)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}
	switch p.GetTokenStream().LA(1) {
	case GLSLParserQUESTION:
		{
			p.SetState(437)
			p.Match(GLSLParserQUESTION)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(438)
			p.Expression()
		}
		{
			p.SetState(439)
			p.Match(GLSLParserCOLON)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(440)
			p.AssignmentExpression()
		}

	case GLSLParserASSIGN, GLSLParserMUL_ASSIGN, GLSLParserDIV_ASSIGN, GLSLParserMOD_ASSIGN, GLSLParserADD_ASSIGN, GLSLParserSUB_ASSIGN, GLSLParserSHL_ASSIGN, GLSLParserSHR_ASSIGN, GLSLParserAND_ASSIGN, GLSLParserXOR_ASSIGN, GLSLParserOR_ASSIGN:
		{
			p.SetState(442)
			_la = p.GetTokenStream().LA(1)

			if !((int64(_la) & ^0x3f) == 0 && ((int64(1)<<_la)&140668768878592) != 0) {
				p.GetErrorHandler().RecoverInline(p)
			} else {
				p.GetErrorHandler().ReportMatch(p)
				p.Consume()
			}
		}
		{
			p.SetState(443)
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
	p.EnterRule(localctx, 64, GLSLParserRULE_conditionalExpression)
	var _la int

	p.EnterOuterAlt(localctx, 1)
	{
		p.SetState(446)
		p.BinaryExpression()
	}
	p.SetState(452)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}
	_la = p.GetTokenStream().LA(1)

	if _la == GLSLParserQUESTION {
		{
			p.SetState(447)
			p.Match(GLSLParserQUESTION)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(448)
			p.Expression()
		}
		{
			p.SetState(449)
			p.Match(GLSLParserCOLON)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(450)
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
	p.EnterRule(localctx, 66, GLSLParserRULE_binaryExpression)
	var _la int

	p.EnterOuterAlt(localctx, 1)
	{
		p.SetState(454)
		p.UnaryExpression()
	}
	p.SetState(459)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}
	_la = p.GetTokenStream().LA(1)

	for (int64((_la-49)) & ^0x3f) == 0 && ((int64(1)<<(_la-49))&2097055) != 0 {
		{
			p.SetState(455)
			_la = p.GetTokenStream().LA(1)

			if !((int64((_la-49)) & ^0x3f) == 0 && ((int64(1)<<(_la-49))&2097055) != 0) {
				p.GetErrorHandler().RecoverInline(p)
			} else {
				p.GetErrorHandler().ReportMatch(p)
				p.Consume()
			}
		}
		{
			p.SetState(456)
			p.UnaryExpression()
		}

		p.SetState(461)
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
	p.EnterRule(localctx, 68, GLSLParserRULE_unaryExpression)
	var _la int

	var _alt int

	p.EnterOuterAlt(localctx, 1)
	p.SetState(465)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}
	_alt = p.GetInterpreter().AdaptivePredict(p.BaseParser, p.GetTokenStream(), 57, p.GetParserRuleContext())
	if p.HasError() {
		goto errorExit
	}
	for _alt != 2 && _alt != antlr.ATNInvalidAltNumber {
		if _alt == 1 {
			{
				p.SetState(462)
				_la = p.GetTokenStream().LA(1)

				if !((int64(_la) & ^0x3f) == 0 && ((int64(1)<<_la)&56154257853775872) != 0) {
					p.GetErrorHandler().RecoverInline(p)
				} else {
					p.GetErrorHandler().ReportMatch(p)
					p.Consume()
				}
			}

		}
		p.SetState(467)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_alt = p.GetInterpreter().AdaptivePredict(p.BaseParser, p.GetTokenStream(), 57, p.GetParserRuleContext())
		if p.HasError() {
			goto errorExit
		}
	}
	{
		p.SetState(468)
		p.PrimaryExpression()
	}
	p.SetState(472)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}
	_la = p.GetTokenStream().LA(1)

	for (int64(_la) & ^0x3f) == 0 && ((int64(1)<<_la)&422214780321792) != 0 {
		{
			p.SetState(469)
			p.PostfixOperation()
		}

		p.SetState(474)
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
	p.EnterRule(localctx, 70, GLSLParserRULE_postfixOperation)
	var _la int

	p.SetState(496)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}

	switch p.GetTokenStream().LA(1) {
	case GLSLParserLEFT_BRACKET:
		localctx = NewIndexOperationContext(p, localctx)
		p.EnterOuterAlt(localctx, 1)
		{
			p.SetState(475)
			p.Match(GLSLParserLEFT_BRACKET)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		p.SetState(477)
		p.GetErrorHandler().Sync(p)

		if p.GetInterpreter().AdaptivePredict(p.BaseParser, p.GetTokenStream(), 59, p.GetParserRuleContext()) == 1 {
			{
				p.SetState(476)
				p.Expression()
			}

		} else if p.HasError() { // JIM
			goto errorExit
		}
		{
			p.SetState(479)
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
			p.SetState(480)
			p.Match(GLSLParserLEFT_PAREN)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		p.SetState(489)
		p.GetErrorHandler().Sync(p)

		if p.GetInterpreter().AdaptivePredict(p.BaseParser, p.GetTokenStream(), 61, p.GetParserRuleContext()) == 1 {
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

		} else if p.HasError() { // JIM
			goto errorExit
		}
		{
			p.SetState(491)
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
			p.SetState(492)
			p.Match(GLSLParserDOT)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(493)
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
			p.SetState(494)
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
			p.SetState(495)
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
	p.EnterRule(localctx, 72, GLSLParserRULE_primaryExpression)
	p.SetState(510)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}

	switch p.GetInterpreter().AdaptivePredict(p.BaseParser, p.GetTokenStream(), 63, p.GetParserRuleContext()) {
	case 1:
		localctx = NewTypeNamePrimaryContext(p, localctx)
		p.EnterOuterAlt(localctx, 1)
		{
			p.SetState(498)
			p.TypeName()
		}

	case 2:
		localctx = NewVariablePrimaryContext(p, localctx)
		p.EnterOuterAlt(localctx, 2)
		p.SetState(499)

		if !(!p.isTypeName()) {
			p.SetError(antlr.NewFailedPredicateException(p, " !p.isTypeName() ", ""))
			goto errorExit
		}
		{
			p.SetState(500)
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
			p.SetState(501)
			p.Match(GLSLParserTYPE)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}

	case 4:
		localctx = NewIntPrimaryContext(p, localctx)
		p.EnterOuterAlt(localctx, 4)
		{
			p.SetState(502)
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
			p.SetState(503)
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
			p.SetState(504)
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
			p.SetState(505)
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
			p.SetState(506)
			p.Match(GLSLParserLEFT_PAREN)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(507)
			p.Expression()
		}
		{
			p.SetState(508)
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
	case 17:
		var t *TypeNameContext = nil
		if localctx != nil {
			t = localctx.(*TypeNameContext)
		}
		return p.TypeName_Sempred(t, predIndex)

	case 36:
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
