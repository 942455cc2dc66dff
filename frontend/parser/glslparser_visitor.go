// Code generated from GLSLParser.g4 by ANTLR 4.13.1. DO NOT EDIT.

package parser // GLSLParser
import "github.com/antlr4-go/antlr/v4"

// A complete Visitor for a parse tree produced by GLSLParser.
type GLSLParserVisitor interface {
	antlr.ParseTreeVisitor

	// Visit a parse tree produced by GLSLParser#translationUnit.
	VisitTranslationUnit(ctx *TranslationUnitContext) interface{}

	// Visit a parse tree produced by GLSLParser#externalDeclaration.
	VisitExternalDeclaration(ctx *ExternalDeclarationContext) interface{}

	// Visit a parse tree produced by GLSLParser#precisionDeclaration.
	VisitPrecisionDeclaration(ctx *PrecisionDeclarationContext) interface{}

	// Visit a parse tree produced by GLSLParser#qualifiedDecl.
	VisitQualifiedDecl(ctx *QualifiedDeclContext) interface{}

	// Visit a parse tree produced by GLSLParser#unqualifiedDecl.
	VisitUnqualifiedDecl(ctx *UnqualifiedDeclContext) interface{}

	// Visit a parse tree produced by GLSLParser#qualifierOnly.
	VisitQualifierOnly(ctx *QualifierOnlyContext) interface{}

	// Visit a parse tree produced by GLSLParser#blockDeclaration.
	VisitBlockDeclaration(ctx *BlockDeclarationContext) interface{}

	// Visit a parse tree produced by GLSLParser#qualifiedTyped.
	VisitQualifiedTyped(ctx *QualifiedTypedContext) interface{}

	// Visit a parse tree produced by GLSLParser#identifierList.
	VisitIdentifierList(ctx *IdentifierListContext) interface{}

	// Visit a parse tree produced by GLSLParser#blockInstance.
	VisitBlockInstance(ctx *BlockInstanceContext) interface{}

	// Visit a parse tree produced by GLSLParser#typedDeclaration.
	VisitTypedDeclaration(ctx *TypedDeclarationContext) interface{}

	// Visit a parse tree produced by GLSLParser#typeOnly.
	VisitTypeOnly(ctx *TypeOnlyContext) interface{}

	// Visit a parse tree produced by GLSLParser#function.
	VisitFunction(ctx *FunctionContext) interface{}

	// Visit a parse tree produced by GLSLParser#variables.
	VisitVariables(ctx *VariablesContext) interface{}

	// Visit a parse tree produced by GLSLParser#functionRest.
	VisitFunctionRest(ctx *FunctionRestContext) interface{}

	// Visit a parse tree produced by GLSLParser#parameterDeclaration.
	VisitParameterDeclaration(ctx *ParameterDeclarationContext) interface{}

	// Visit a parse tree produced by GLSLParser#initDeclarator.
	VisitInitDeclarator(ctx *InitDeclaratorContext) interface{}

	// Visit a parse tree produced by GLSLParser#initializer.
	VisitInitializer(ctx *InitializerContext) interface{}

	// Visit a parse tree produced by GLSLParser#fieldDeclaration.
	VisitFieldDeclaration(ctx *FieldDeclarationContext) interface{}

	// Visit a parse tree produced by GLSLParser#fieldDeclarator.
	VisitFieldDeclarator(ctx *FieldDeclaratorContext) interface{}

	// Visit a parse tree produced by GLSLParser#typeQualifier.
	VisitTypeQualifier(ctx *TypeQualifierContext) interface{}

	// Visit a parse tree produced by GLSLParser#singleTypeQualifier.
	VisitSingleTypeQualifier(ctx *SingleTypeQualifierContext) interface{}

	// Visit a parse tree produced by GLSLParser#spirvArgument.
	VisitSpirvArgument(ctx *SpirvArgumentContext) interface{}

	// Visit a parse tree produced by GLSLParser#spirvValue.
	VisitSpirvValue(ctx *SpirvValueContext) interface{}

	// Visit a parse tree produced by GLSLParser#layoutQualifierId.
	VisitLayoutQualifierId(ctx *LayoutQualifierIdContext) interface{}

	// Visit a parse tree produced by GLSLParser#typeSpecifier.
	VisitTypeSpecifier(ctx *TypeSpecifierContext) interface{}

	// Visit a parse tree produced by GLSLParser#typeParameters.
	VisitTypeParameters(ctx *TypeParametersContext) interface{}

	// Visit a parse tree produced by GLSLParser#typeName.
	VisitTypeName(ctx *TypeNameContext) interface{}

	// Visit a parse tree produced by GLSLParser#structSpecifier.
	VisitStructSpecifier(ctx *StructSpecifierContext) interface{}

	// Visit a parse tree produced by GLSLParser#arraySpecifier.
	VisitArraySpecifier(ctx *ArraySpecifierContext) interface{}

	// Visit a parse tree produced by GLSLParser#arrayDimension.
	VisitArrayDimension(ctx *ArrayDimensionContext) interface{}

	// Visit a parse tree produced by GLSLParser#attribute.
	VisitAttribute(ctx *AttributeContext) interface{}

	// Visit a parse tree produced by GLSLParser#singleAttribute.
	VisitSingleAttribute(ctx *SingleAttributeContext) interface{}

	// Visit a parse tree produced by GLSLParser#statement.
	VisitStatement(ctx *StatementContext) interface{}

	// Visit a parse tree produced by GLSLParser#compoundStatement.
	VisitCompoundStatement(ctx *CompoundStatementContext) interface{}

	// Visit a parse tree produced by GLSLParser#declarationStatement.
	VisitDeclarationStatement(ctx *DeclarationStatementContext) interface{}

	// Visit a parse tree produced by GLSLParser#expressionStatement.
	VisitExpressionStatement(ctx *ExpressionStatementContext) interface{}

	// Visit a parse tree produced by GLSLParser#nullStatement.
	VisitNullStatement(ctx *NullStatementContext) interface{}

	// Visit a parse tree produced by GLSLParser#ifStatement.
	VisitIfStatement(ctx *IfStatementContext) interface{}

	// Visit a parse tree produced by GLSLParser#switchStatement.
	VisitSwitchStatement(ctx *SwitchStatementContext) interface{}

	// Visit a parse tree produced by GLSLParser#caseLabel.
	VisitCaseLabel(ctx *CaseLabelContext) interface{}

	// Visit a parse tree produced by GLSLParser#defaultLabel.
	VisitDefaultLabel(ctx *DefaultLabelContext) interface{}

	// Visit a parse tree produced by GLSLParser#whileLoop.
	VisitWhileLoop(ctx *WhileLoopContext) interface{}

	// Visit a parse tree produced by GLSLParser#doStatement.
	VisitDoStatement(ctx *DoStatementContext) interface{}

	// Visit a parse tree produced by GLSLParser#forLoop.
	VisitForLoop(ctx *ForLoopContext) interface{}

	// Visit a parse tree produced by GLSLParser#continueStatement.
	VisitContinueStatement(ctx *ContinueStatementContext) interface{}

	// Visit a parse tree produced by GLSLParser#breakStatement.
	VisitBreakStatement(ctx *BreakStatementContext) interface{}

	// Visit a parse tree produced by GLSLParser#returnStatement.
	VisitReturnStatement(ctx *ReturnStatementContext) interface{}

	// Visit a parse tree produced by GLSLParser#discardStatement.
	VisitDiscardStatement(ctx *DiscardStatementContext) interface{}

	// Visit a parse tree produced by GLSLParser#whileStatement.
	VisitWhileStatement(ctx *WhileStatementContext) interface{}

	// Visit a parse tree produced by GLSLParser#forStatement.
	VisitForStatement(ctx *ForStatementContext) interface{}

	// Visit a parse tree produced by GLSLParser#forInit.
	VisitForInit(ctx *ForInitContext) interface{}

	// Visit a parse tree produced by GLSLParser#condition.
	VisitCondition(ctx *ConditionContext) interface{}

	// Visit a parse tree produced by GLSLParser#expression.
	VisitExpression(ctx *ExpressionContext) interface{}

	// Visit a parse tree produced by GLSLParser#assignmentExpression.
	VisitAssignmentExpression(ctx *AssignmentExpressionContext) interface{}

	// Visit a parse tree produced by GLSLParser#conditionalExpression.
	VisitConditionalExpression(ctx *ConditionalExpressionContext) interface{}

	// Visit a parse tree produced by GLSLParser#binaryExpression.
	VisitBinaryExpression(ctx *BinaryExpressionContext) interface{}

	// Visit a parse tree produced by GLSLParser#unaryExpression.
	VisitUnaryExpression(ctx *UnaryExpressionContext) interface{}

	// Visit a parse tree produced by GLSLParser#indexOperation.
	VisitIndexOperation(ctx *IndexOperationContext) interface{}

	// Visit a parse tree produced by GLSLParser#callOperation.
	VisitCallOperation(ctx *CallOperationContext) interface{}

	// Visit a parse tree produced by GLSLParser#fieldOperation.
	VisitFieldOperation(ctx *FieldOperationContext) interface{}

	// Visit a parse tree produced by GLSLParser#postIncrement.
	VisitPostIncrement(ctx *PostIncrementContext) interface{}

	// Visit a parse tree produced by GLSLParser#postDecrement.
	VisitPostDecrement(ctx *PostDecrementContext) interface{}

	// Visit a parse tree produced by GLSLParser#typeNamePrimary.
	VisitTypeNamePrimary(ctx *TypeNamePrimaryContext) interface{}

	// Visit a parse tree produced by GLSLParser#variablePrimary.
	VisitVariablePrimary(ctx *VariablePrimaryContext) interface{}

	// Visit a parse tree produced by GLSLParser#typeKeywordPrimary.
	VisitTypeKeywordPrimary(ctx *TypeKeywordPrimaryContext) interface{}

	// Visit a parse tree produced by GLSLParser#intPrimary.
	VisitIntPrimary(ctx *IntPrimaryContext) interface{}

	// Visit a parse tree produced by GLSLParser#floatPrimary.
	VisitFloatPrimary(ctx *FloatPrimaryContext) interface{}

	// Visit a parse tree produced by GLSLParser#boolPrimary.
	VisitBoolPrimary(ctx *BoolPrimaryContext) interface{}

	// Visit a parse tree produced by GLSLParser#stringPrimary.
	VisitStringPrimary(ctx *StringPrimaryContext) interface{}

	// Visit a parse tree produced by GLSLParser#parenPrimary.
	VisitParenPrimary(ctx *ParenPrimaryContext) interface{}
}
