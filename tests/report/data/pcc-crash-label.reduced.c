tst_branch(){
goto*&&a;
a:;
}
