// Code generated from GLSLParser.g4 by ANTLR 4.13.1. DO NOT EDIT.

package parser // GLSLParser
import "github.com/antlr4-go/antlr/v4"

type BaseGLSLParserVisitor struct {
	*antlr.BaseParseTreeVisitor
}

func (v *BaseGLSLParserVisitor) VisitTranslationUnit(ctx *TranslationUnitContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseGLSLParserVisitor) VisitExternalDeclaration(ctx *ExternalDeclarationContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseGLSLParserVisitor) VisitPrecisionDeclaration(ctx *PrecisionDeclarationContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseGLSLParserVisitor) VisitQualifiedDecl(ctx *QualifiedDeclContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseGLSLParserVisitor) VisitUnqualifiedDecl(ctx *UnqualifiedDeclContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseGLSLParserVisitor) VisitQualifierOnly(ctx *QualifierOnlyContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseGLSLParserVisitor) VisitBlockDeclaration(ctx *BlockDeclarationContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseGLSLParserVisitor) VisitQualifiedTyped(ctx *QualifiedTypedContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseGLSLParserVisitor) VisitIdentifierList(ctx *IdentifierListContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseGLSLParserVisitor) VisitBlockInstance(ctx *BlockInstanceContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseGLSLParserVisitor) VisitTypedDeclaration(ctx *TypedDeclarationContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseGLSLParserVisitor) VisitTypeOnly(ctx *TypeOnlyContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseGLSLParserVisitor) VisitFunction(ctx *FunctionContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseGLSLParserVisitor) VisitVariables(ctx *VariablesContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseGLSLParserVisitor) VisitFunctionRest(ctx *FunctionRestContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseGLSLParserVisitor) VisitParameterDeclaration(ctx *ParameterDeclarationContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseGLSLParserVisitor) VisitInitDeclarator(ctx *InitDeclaratorContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseGLSLParserVisitor) VisitInitializer(ctx *InitializerContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseGLSLParserVisitor) VisitFieldDeclaration(ctx *FieldDeclarationContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseGLSLParserVisitor) VisitFieldDeclarator(ctx *FieldDeclaratorContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseGLSLParserVisitor) VisitTypeQualifier(ctx *TypeQualifierContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseGLSLParserVisitor) VisitSingleTypeQualifier(ctx *SingleTypeQualifierContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseGLSLParserVisitor) VisitSpirvArgument(ctx *SpirvArgumentContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseGLSLParserVisitor) VisitSpirvValue(ctx *SpirvValueContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseGLSLParserVisitor) VisitLayoutQualifierId(ctx *LayoutQualifierIdContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseGLSLParserVisitor) VisitTypeSpecifier(ctx *TypeSpecifierContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseGLSLParserVisitor) VisitTypeParameters(ctx *TypeParametersContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseGLSLParserVisitor) VisitTypeName(ctx *TypeNameContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseGLSLParserVisitor) VisitStructSpecifier(ctx *StructSpecifierContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseGLSLParserVisitor) VisitArraySpecifier(ctx *ArraySpecifierContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseGLSLParserVisitor) VisitArrayDimension(ctx *ArrayDimensionContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseGLSLParserVisitor) VisitAttribute(ctx *AttributeContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseGLSLParserVisitor) VisitSingleAttribute(ctx *SingleAttributeContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseGLSLParserVisitor) VisitStatement(ctx *StatementContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseGLSLParserVisitor) VisitCompoundStatement(ctx *CompoundStatementContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseGLSLParserVisitor) VisitDeclarationStatement(ctx *DeclarationStatementContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseGLSLParserVisitor) VisitExpressionStatement(ctx *ExpressionStatementContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseGLSLParserVisitor) VisitNullStatement(ctx *NullStatementContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseGLSLParserVisitor) VisitIfStatement(ctx *IfStatementContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseGLSLParserVisitor) VisitSwitchStatement(ctx *SwitchStatementContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseGLSLParserVisitor) VisitCaseLabel(ctx *CaseLabelContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseGLSLParserVisitor) VisitDefaultLabel(ctx *DefaultLabelContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseGLSLParserVisitor) VisitWhileLoop(ctx *WhileLoopContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseGLSLParserVisitor) VisitDoStatement(ctx *DoStatementContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseGLSLParserVisitor) VisitForLoop(ctx *ForLoopContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseGLSLParserVisitor) VisitContinueStatement(ctx *ContinueStatementContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseGLSLParserVisitor) VisitBreakStatement(ctx *BreakStatementContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseGLSLParserVisitor) VisitReturnStatement(ctx *ReturnStatementContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseGLSLParserVisitor) VisitDiscardStatement(ctx *DiscardStatementContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseGLSLParserVisitor) VisitWhileStatement(ctx *WhileStatementContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseGLSLParserVisitor) VisitForStatement(ctx *ForStatementContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseGLSLParserVisitor) VisitForInit(ctx *ForInitContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseGLSLParserVisitor) VisitCondition(ctx *ConditionContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseGLSLParserVisitor) VisitExpression(ctx *ExpressionContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseGLSLParserVisitor) VisitAssignmentExpression(ctx *AssignmentExpressionContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseGLSLParserVisitor) VisitConditionalExpression(ctx *ConditionalExpressionContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseGLSLParserVisitor) VisitBinaryExpression(ctx *BinaryExpressionContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseGLSLParserVisitor) VisitUnaryExpression(ctx *UnaryExpressionContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseGLSLParserVisitor) VisitIndexOperation(ctx *IndexOperationContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseGLSLParserVisitor) VisitCallOperation(ctx *CallOperationContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseGLSLParserVisitor) VisitFieldOperation(ctx *FieldOperationContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseGLSLParserVisitor) VisitPostIncrement(ctx *PostIncrementContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseGLSLParserVisitor) VisitPostDecrement(ctx *PostDecrementContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseGLSLParserVisitor) VisitTypeNamePrimary(ctx *TypeNamePrimaryContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseGLSLParserVisitor) VisitVariablePrimary(ctx *VariablePrimaryContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseGLSLParserVisitor) VisitTypeKeywordPrimary(ctx *TypeKeywordPrimaryContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseGLSLParserVisitor) VisitIntPrimary(ctx *IntPrimaryContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseGLSLParserVisitor) VisitFloatPrimary(ctx *FloatPrimaryContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseGLSLParserVisitor) VisitBoolPrimary(ctx *BoolPrimaryContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseGLSLParserVisitor) VisitStringPrimary(ctx *StringPrimaryContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseGLSLParserVisitor) VisitParenPrimary(ctx *ParenPrimaryContext) interface{} {
	return v.VisitChildren(ctx)
}
